import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const read = (file: string): string => readFileSync(path.join(SRC, file), 'utf8');

/** The client-side arguments of a call (path and body together): not a wire shape. */
const CALL_ARGUMENTS = new Set([
  'ShareListByEmailArgs',
  'InviteCoParentArgs',
  'GetHistoricsArgs',
  'SendThanksArgs',
  'TicketArgs',
  'SetCartEntryQuantityArgs',
]);

/** The wire type names the package exports (the `wire types` block of its index). */
function exportedWireTypes(index: string): string[] {
  const block = /\/\/ --- wire types[^\n]*\nexport type \{([^}]*)\} from '\.\/wire-types';/.exec(
    index,
  );
  return (block?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The names `source` declares by hand (an interface, or a type written as an object literal). */
function handWritten(source: string): string[] {
  const interfaces = [...source.matchAll(/^export interface (\w+)/gm)].map((match) => match[1]);
  const literals = [...source.matchAll(/^export type (\w+)\s*=\s*\{/gm)].map((match) => match[1]);
  return [...interfaces, ...literals].filter(
    (name): name is string => name !== undefined && !CALL_ARGUMENTS.has(name),
  );
}

describe('the wire types come from @ldn/contract', () => {
  it('[S7.1] api-client has no hand-written answer or body type', () => {
    expect(existsSync(path.join(SRC, 'types'))).toBe(false);
    const names = exportedWireTypes(read('index.ts'));
    expect(names.length).toBeGreaterThan(70);
    const source = read('wire-types.ts');
    expect(handWritten(source)).toEqual([]);
    for (const name of names) {
      expect(source, name).toMatch(new RegExp(`^export (type|interface) ${name}\\b`, 'm'));
    }
    expect(source).toMatch(/from '@ldn\/contract'/);
  });

  it('[S7.1] the check finds a planted hand-written answer type', () => {
    const planted = 'export interface BirthList {\n  readonly id: string;\n}\n';
    expect(handWritten(planted)).toEqual(['BirthList']);
    expect(handWritten('export type ApiCart = { readonly ldnId: string };\n')).toEqual(['ApiCart']);
    expect(handWritten('export type ApiCart = Wire<CartResponse>;\n')).toEqual([]);
  });
});
