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

const INJECTED = `import { ldnApi } from '@ldn/api-client';
export const planted = ldnApi.injectEndpoints({
  endpoints: (build) => ({ getPlanted: build.query<null, undefined>({ query: () => '/planted' }) }),
});
`;

const ENHANCED = `import { ldnApi } from '@ldn/api-client';
export const planted = ldnApi.enhanceEndpoints({ addTagTypes: ['Planted'] });
`;

const CREATED = `import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const planted = createApi({ baseQuery: fetchBaseQuery(), endpoints: () => ({}) });
`;

const CREATED_CORE = `import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
export const planted = createApi({ baseQuery: fetchBaseQuery(), endpoints: () => ({}) });
`;

describe('every endpoint in @ldn/api-client (the workspace lint config)', () => {
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/feature-cart/src/index.ts`));

  it.each([
    [
      'a feature injecting endpoints',
      'packages/feature-cart/src/planted-api.ts',
      INJECTED,
      'no-restricted-properties',
    ],
    [
      'a feature changing endpoints',
      'packages/feature-wallet/src/planted-api.ts',
      ENHANCED,
      'no-restricted-properties',
    ],
    [
      'a feature creating an api',
      'packages/feature-seller/src/planted-api.ts',
      CREATED,
      'no-restricted-imports',
    ],
    [
      'an app creating an api',
      'apps/web/src/planted-api.ts',
      CREATED_CORE,
      'no-restricted-imports',
    ],
    [
      'an app injecting endpoints',
      'apps/seller-kiosk/src/planted-api.ts',
      INJECTED,
      'no-restricted-properties',
    ],
  ])('fails %s', async (_what, filePath, text, rule) => {
    expect(await lint(filePath, text)).toContain(rule);
  });

  it('lets api-client inject endpoints and create its apis', async () => {
    const own = INJECTED.replace("from '@ldn/api-client'", "from '../ldn-api'");
    expect(await lint('packages/api-client/src/endpoints/planted-api.ts', own)).toEqual([]);
    expect(await lint('packages/api-client/src/planted-api.ts', CREATED)).toEqual([]);
  });

  it('lets a feature use the hooks and the cache of api-client', async () => {
    const text = `import { ldnApi, useGetCartQuery } from '@ldn/api-client';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const planted = [useGetCartQuery, ldnApi.util.invalidateTags(['Cart']), fetchBaseQuery];
`;
    expect(await lint('packages/feature-cart/src/planted.ts', text)).toEqual([]);
  });
});
