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

const FROM_DOMAIN = `import { SPECIAL_CONTRIBUTION_CODE } from '@ldn/domain';
export const planted = { code: SPECIAL_CONTRIBUTION_CODE, quantity: 50 };
`;

const FROM_CONTRACT = `import { walletAmountToWire } from '@ldn/contract';
export const planted = walletAmountToWire(5000);
`;

describe('a screen never sees the wallet wire (the workspace lint config)', () => {
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/feature-cart/src/index.ts`));

  it.each([
    ['a feature building the special item', 'packages/feature-cart/src/planted.ts', FROM_DOMAIN],
    ['a feature using the adapter', 'packages/feature-product/src/planted.ts', FROM_CONTRACT],
    ['the list feature', 'packages/feature-list/src/planted.tsx', FROM_DOMAIN],
    ['the shell', 'packages/app-shell/src/planted.ts', FROM_DOMAIN],
    ['an app', 'apps/web/src/planted.ts', FROM_CONTRACT],
    ['the kiosk', 'apps/seller-kiosk/src/planted.ts', FROM_DOMAIN],
  ])('[S9.4] [S5.2] fails %s', async (_what, filePath, text) => {
    expect(await lint(filePath, text)).toContain('no-restricted-imports');
  });

  it('[S9.4] still refuses createApi where the wallet rule applies', async () => {
    const text = `import { createApi } from '@reduxjs/toolkit/query';
export const planted = createApi;
`;
    expect(await lint('packages/feature-cart/src/planted.ts', text)).toContain(
      'no-restricted-imports',
    );
  });

  it('[S9.4] lets the adapter, api-client and the domain handle the special item', async () => {
    expect(await lint('packages/api-client/src/endpoints/planted.ts', FROM_CONTRACT)).toEqual([]);
    expect(await lint('packages/contract/src/planted.ts', FROM_DOMAIN)).toEqual([]);
    expect(await lint('apps/server/src/modules/cart/planted.ts', FROM_CONTRACT)).toEqual([]);
  });

  it('[S5.2] lets a feature use cents and the other exports of domain and api-client', async () => {
    const text = `import { formatEuros } from '@ldn/domain';
import { productLines, useSetWalletContributionMutation } from '@ldn/api-client';
export const planted = [formatEuros, productLines, useSetWalletContributionMutation];
`;
    expect(await lint('packages/feature-cart/src/planted.ts', text)).toEqual([]);
  });
});
