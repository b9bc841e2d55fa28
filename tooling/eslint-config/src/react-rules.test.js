import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The workspace root: the real `eslint.config.js` that `pnpm lint` uses.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The errors (severity 2) of the React rules on a file, as `rule` names. */
async function reactErrors(filePath, text) {
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((m) => m.severity === 2 && /^(react-hooks|jsx-a11y)\//.test(m.ruleId ?? ''))
    .map((m) => m.ruleId);
}

const SET_STATE_IN_EFFECT = `import { useEffect, useState } from 'react';
export function Echo({ value }: { value: string }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  return <p>{text}</p>;
}
`;

const CONDITIONAL_HOOK = `import { useState } from 'react';
export function Maybe({ on }: { on: boolean }) {
  if (on) {
    const [n] = useState(0);
    return <p>{n}</p>;
  }
  return null;
}
`;

const MISSING_DEPENDENCY = `import { useEffect } from 'react';
export function Title({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, []);
  return null;
}
`;

const REF_IN_RENDER = `import { useRef } from 'react';
export function Counter() {
  const renders = useRef(0);
  renders.current += 1;
  return <p>{renders.current}</p>;
}
`;

const IMAGE_WITHOUT_ALT = `export function Photo() {
  return <img src="/a.png" />;
}
`;

const CLICKABLE_DIV = `export function Clickable({ onPick }: { onPick: () => void }) {
  return <div onClick={onPick}>Choisir</div>;
}
`;

describe('the React rules of the workspace lint config (react-hooks, jsx-a11y)', () => {
  // Loading the config (typescript-eslint and the plugins) is the slow part: do it once, up front.
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/ui-kit/src/index.ts`));

  it('fails a setState called in an effect (React Compiler rule), as an error', async () => {
    expect(await reactErrors('packages/ui-kit/src/echo.tsx', SET_STATE_IN_EFFECT)).toContain(
      'react-hooks/set-state-in-effect',
    );
  });

  it('fails a hook called under a condition', async () => {
    expect(await reactErrors('apps/web/src/maybe.tsx', CONDITIONAL_HOOK)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });

  it('fails a missing effect dependency as an error, not a warning', async () => {
    expect(await reactErrors('apps/seller-kiosk/src/title.tsx', MISSING_DEPENDENCY)).toContain(
      'react-hooks/exhaustive-deps',
    );
  });

  it('fails a ref read or written while rendering', async () => {
    expect(await reactErrors('packages/feature-list/src/counter.tsx', REF_IN_RENDER)).toContain(
      'react-hooks/refs',
    );
  });

  it('[WCAG 1.1.1] fails an image without a text alternative, in a story too', async () => {
    expect(await reactErrors('packages/ui-kit/src/photo.tsx', IMAGE_WITHOUT_ALT)).toContain(
      'jsx-a11y/alt-text',
    );
    expect(await reactErrors('apps/storybook/.storybook/photo.tsx', IMAGE_WITHOUT_ALT)).toContain(
      'jsx-a11y/alt-text',
    );
  });

  it('[WCAG 2.1.1] fails a click on an element the keyboard cannot reach', async () => {
    const rules = await reactErrors('packages/feature-cart/src/clickable.tsx', CLICKABLE_DIV);
    expect(rules).toContain('jsx-a11y/click-events-have-key-events');
    expect(rules).toContain('jsx-a11y/no-static-element-interactions');
  });

  it('leaves the server out (no React there)', async () => {
    expect(await reactErrors('apps/server/src/echo.tsx', SET_STATE_IN_EFFECT)).toEqual([]);
    expect(await reactErrors('apps/server/src/photo.tsx', IMAGE_WITHOUT_ALT)).toEqual([]);
  });
});
