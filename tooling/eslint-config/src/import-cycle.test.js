import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The workspace root: the real `eslint.config.js` that `pnpm lint` uses.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

// A cycle is only seen across real files, so the planted modules are written to disk, inside the
// workspace (ESLint lints nothing outside its base path), and removed afterwards.
const planted = `${root}apps/server/src/planted-cycle-${process.pid}`;

function plant(files) {
  rmSync(planted, { recursive: true, force: true });
  mkdirSync(planted, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(`${planted}/${name}`, text);
}

async function cycleErrors(name) {
  const [result] = await eslint.lintFiles([`${planted}/${name}`]);
  return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
}

describe('import-x/no-cycle in the workspace lint config', () => {
  beforeAll(() => eslint.calculateConfigForFile(`${root}apps/server/src/server.ts`));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('fails a planted cycle between two TypeScript modules (extensionless imports)', async () => {
    plant({
      'lower.ts': "import { upper } from './upper';\nexport const lower = (): number => upper() + 1;\n",
      'upper.ts': "import { lower } from './lower';\nexport const upper = (): number => lower() - 1;\n",
    });
    expect(await cycleErrors('lower.ts')).toHaveLength(1);
    expect(await cycleErrors('upper.ts')).toHaveLength(1);
  });

  it('fails a cycle that runs through a third module', async () => {
    plant({
      'first.ts': "import { second } from './second';\nexport const first = (): number => second();\n",
      'second.ts': "import { third } from './third';\nexport const second = (): number => third();\n",
      'third.ts': "import { first } from './first';\nexport const third = (): number => first();\n",
    });
    expect(await cycleErrors('first.ts')).toHaveLength(1);
  });

  it('passes imports that run one way', async () => {
    plant({
      'base.ts': 'export const base = (): number => 1;\n',
      'top.ts': "import { base } from './base';\nexport const top = (): number => base() + 1;\n",
    });
    expect(await cycleErrors('top.ts')).toEqual([]);
    expect(await cycleErrors('base.ts')).toEqual([]);
  });
});
