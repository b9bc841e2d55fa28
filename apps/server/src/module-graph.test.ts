import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules run one way. ESLint's import-x/no-cycle refuses cycles between files; this
 * test reads the graph one level up, between folders, where a cycle hides behind files that do
 * not import each other (a route of cart importing checkout, whose payments import cart's queries).
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Production files (tests and test support excluded), relative to src/. */
function productionFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [relative(SRC, path)]
      : [];
  });
}

/**
 * The folder a file belongs to: `modules/<name>` for a module, else its top folder. A file at the
 * top of src/ is a unit of its own (`config`, `server`): they are no folder, and lumping them
 * together would tie the configuration everything reads to the server that imports everything.
 */
function unitOf(file: string): string {
  const [top = '', module, ...rest] = normalize(file).split('/');
  if (top === 'modules' && module !== undefined && rest.length > 0) return module;
  return module !== undefined ? top : top.replace(/\.ts$/, '');
}

/** Every TypeScript file under src/, tests and test support included, relative to src/. */
function allFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** Every relative import, `import type` included: a type import also ties two modules. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specifiers.map((match) => normalize(join(dirname(file), match[1] ?? '')));
}

/** `from -> to` for each pair of folders where a file of `from` imports a file of `to`. */
function folderEdges(): Set<string> {
  const edges = new Set<string>();
  for (const file of productionFiles()) {
    const from = unitOf(file);
    for (const target of importsOf(file)) {
      const to = unitOf(target);
      if (to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/**
 * The strongly connected components of a graph given as `from -> to` edges (Tarjan): a group of
 * more than one unit is a cycle, whatever its length.
 */
function stronglyConnected(edgeList: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edgeList) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    onStack.add(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === unit) break;
    }
    groups.push(group.sort());
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return groups;
}

/** Bottom to top: a module imports only those before it. */
const MONEY_LAYERS = ['catalogue', 'lists', 'cart', 'checkout', 'contributions', 'notifications'];

describe('the module graph of apps/server', () => {
  const edges = folderEdges();

  it('reads a real graph (the parser finds the imports it must)', () => {
    expect(edges).toContain('cart -> lists');
    expect(edges).toContain('contributions -> checkout');
    expect(edges).toContain('modules -> cart');
    expect(edges).toContain('server -> config');
  });

  it('the money modules run one way: catalogue, lists, cart, checkout, the ledger, notifications', () => {
    const upward = [...edges].filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      const rank = (unit: string) => MONEY_LAYERS.indexOf(unit);
      return rank(from) >= 0 && rank(to) >= 0 && rank(to) > rank(from);
    });
    expect(upward).toEqual([]);
  });

  it('finds a cycle of any length in a planted graph (the check below can fail)', () => {
    const planted = ['a -> b', 'b -> c', 'c -> a', 'c -> d', 'd -> e', 'e -> d', 'f -> a'];
    const cycles = stronglyConnected(planted).filter((group) => group.length > 1);
    expect(cycles.sort()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(stronglyConnected(['a -> b', 'b -> c', 'a -> c']).every((g) => g.length === 1)).toBe(
      true,
    );
  });

  it("no cycle among the server's folders: every strongly connected group is one folder", () => {
    const cycles = stronglyConnected(edges).filter((group) => group.length > 1);
    expect(cycles).toEqual([]);
  });

  it('mail and jobs are infrastructure: they import no module that uses them', () => {
    const fromInfrastructure = [...edges].filter((edge) => /^(mail|jobs) -> /.test(edge));
    expect(fromInfrastructure.sort()).toEqual([
      'jobs -> db',
      'mail -> config',
      'mail -> db',
      'mail -> http',
      'mail -> jobs',
    ]);
  });

  it('no module imports the registration of the API back (modules/api-routes.ts)', () => {
    const importers = productionFiles().filter((file) =>
      importsOf(file).some((target) => target === 'modules/api-routes'),
    );
    expect(importers).toEqual(['server.ts']);
  });

  it('test support lives in test-support/: no production file is imported by tests alone', () => {
    const importersOf = new Map<string, string[]>();
    for (const file of allFiles()) {
      for (const target of importsOf(file)) {
        importersOf.set(`${target}.ts`, [...(importersOf.get(`${target}.ts`) ?? []), file]);
      }
    }
    const isTestFile = (file: string) =>
      file.endsWith('.test.ts') || file.startsWith('test-support/');
    const testOnly = productionFiles().filter((file) => {
      const importers = importersOf.get(file) ?? [];
      return importers.length > 0 && importers.every(isTestFile);
    });
    expect(testOnly).toEqual([]);
  });

  it('production code never imports test support', () => {
    const importers = productionFiles().filter((file) =>
      importsOf(file).some((target) => target.startsWith('test-support/')),
    );
    expect(importers).toEqual([]);
  });
});
