import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules run one way. ESLint's import-x/no-cycle refuses cycles between files; this
 * test reads the graph one level up, between folders, where a cycle hides behind files that do
 * not import each other (cart-routes imports checkout/payments, which imports cart-queries).
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Production files (tests and test support excluded), relative to src/. */
function productionFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SRC, path)] : [];
  });
}

/** The folder a file belongs to: `modules/<name>` for a module, else its top folder. */
function unitOf(file: string): string {
  const [top, module, ...rest] = normalize(file).split('/');
  if (top === 'modules' && module !== undefined && rest.length > 0) return module;
  return module !== undefined && top !== undefined ? top : '(root)';
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

/** Bottom to top: a module imports only those before it. */
const MONEY_LAYERS = ['lists', 'cart', 'checkout', 'contributions', 'notifications'] as const;

/**
 * Imports that still run up the money layers. The list only shrinks: removing one of these
 * imports fails the test until it is removed here too, and a new one fails it at once.
 */
const KNOWN_UPWARD = [
  'cart -> checkout',
  'cart -> contributions',
  'checkout -> contributions',
  'checkout -> notifications',
  'contributions -> notifications',
  'lists -> checkout',
  'lists -> contributions',
];

describe('the module graph of apps/server', () => {
  const edges = folderEdges();

  it('reads a real graph (the parser finds the imports it must)', () => {
    expect(edges).toContain('cart -> lists');
    expect(edges).toContain('contributions -> checkout');
    expect(edges).toContain('modules -> cart');
  });

  it('the money modules run one way: lists, cart, checkout, the ledger, notifications', () => {
    const upward = [...edges].filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      const rank = (unit: string) => MONEY_LAYERS.indexOf(unit as (typeof MONEY_LAYERS)[number]);
      return rank(from) >= 0 && rank(to) >= 0 && rank(to) > rank(from);
    });
    expect(upward.sort()).toEqual(KNOWN_UPWARD);
  });

  it('no module imports the registration of the API back (modules/api-routes.ts)', () => {
    const importers = productionFiles().filter((file) =>
      importsOf(file).some((target) => target === 'modules/api-routes'),
    );
    expect(importers).toEqual(['server.ts']);
  });

  it('production code never imports test support', () => {
    const importers = productionFiles().filter((file) =>
      importsOf(file).some((target) => target.startsWith('test-support/')),
    );
    expect(importers).toEqual([]);
  });
});
