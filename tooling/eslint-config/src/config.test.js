import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The workspace root: the real `eslint.config.js` that `pnpm lint` uses.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(filePath, text) {
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return result.messages.map((m) => m.ruleId);
}

describe('the workspace lint config (what `pnpm lint` runs)', () => {
  // Loading the config (typescript-eslint and the plugins) is the slow part: do it once, up front.
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/domain/src/index.ts`));

  it('fails a deliberately forbidden cross-package import', async () => {
    const rules = await lint(
      'packages/domain/src/forbidden.ts',
      "import { theme } from '@ldn/ui-kit';\nexport const t = theme;\n",
    );
    expect(rules).toContain('ldn/dependency-direction');
  });

  it('fails a deep import into another package', async () => {
    const rules = await lint(
      'packages/ui-kit/src/forbidden.ts',
      "import { isValidEmail } from '@ldn/domain/src/validation/email';\nexport const f = isValidEmail;\n",
    );
    expect(rules).toContain('ldn/dependency-direction');
  });

  it('passes an allowed import', async () => {
    const rules = await lint(
      'packages/ui-kit/src/allowed.ts',
      "import { isValidEmail } from '@ldn/domain';\nexport const f = isValidEmail;\n",
    );
    expect(rules).toEqual([]);
  });

  it('fails a file name that is not kebab-case', async () => {
    const rules = await lint('packages/domain/src/BadName.ts', 'export const a = 1;\n');
    expect(rules).toContain('check-file/filename-naming-convention');
  });

  it.each([
    ['<div dangerouslySetInnerHTML={{ __html: text }} />'],
    ['<p>{text}</p>; document.body.innerHTML = text'],
    ["document.body.insertAdjacentHTML('beforeend', text)"],
  ])('[ASVS V3.2.2] refuses HTML from strings: %s', async (code) => {
    const rules = await lint(
      'packages/ui-kit/src/hostile.tsx',
      `export function f(text: string) {\n  return ${code};\n}\n`,
    );
    expect(rules).toContain('no-restricted-syntax');
  });

  it('[ASVS V3.2.2] lets text be rendered as React children', async () => {
    const rules = await lint(
      'packages/ui-kit/src/text.tsx',
      'export function f(text: string) {\n  return <p>{text}</p>;\n}\n',
    );
    expect(rules).toEqual([]);
  });
});
