import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { dependencyDirection, packageOfFile, parseSpecifier } from './dependency-direction.js';
import { expect } from 'vitest';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const file = (pkg, rel = 'src/thing.ts') => `/repo/${pkg}/${rel}`;
const code = (specifier) => `import { x } from '${specifier}';`;

describe('packageOfFile', () => {
  it('names the package from its folder', () => {
    expect(packageOfFile('/repo/packages/ui-kit/src/a/b.ts')).toEqual({
      name: '@ldn/ui-kit',
      area: 'packages',
      root: '/repo/packages/ui-kit',
    });
    expect(packageOfFile('/repo/apps/web/src/main.tsx')?.name).toBe('@ldn/web');
    expect(packageOfFile('/repo/README.md')).toBeUndefined();
  });

  it('splits scoped and plain specifiers', () => {
    expect(parseSpecifier('@ldn/ui-kit/src/button')).toEqual({ name: '@ldn/ui-kit', subpath: 'src/button' });
    expect(parseSpecifier('react-dom/client')).toEqual({ name: 'react-dom', subpath: 'client' });
  });
});

tester.run('dependency-direction', dependencyDirection, {
  valid: [
    { filename: file('packages/ui-kit'), code: code('@ldn/domain') },
    { filename: file('packages/api-client'), code: code('@ldn/domain') },
    { filename: file('packages/search-overlay'), code: code('@ldn/discovery-client') },
    { filename: file('packages/search-overlay'), code: code('@ldn/ui-kit') },
    { filename: file('packages/feature-list'), code: code('@ldn/search-overlay') },
    { filename: file('packages/feature-list'), code: code('@ldn/api-client') },
    { filename: file('apps/web'), code: code('@ldn/feature-list') },
    { filename: file('apps/seller-kiosk'), code: code('@ldn/feature-seller') },
    { filename: file('apps/server'), code: code('@ldn/domain') },
    { filename: file('apps/web'), code: code('react') },
    { filename: file('packages/domain'), code: code('zod') },
    { filename: file('packages/domain', 'src/a.test.ts'), code: code('vitest') },
    { filename: file('packages/domain', 'src/a/b.ts'), code: code('../c/d') },
    { filename: file('packages/domain', 'src/index.ts'), code: `export { a } from './a';` },
    // Config files at a package root are not source: they may load tooling.
    { filename: file('packages/domain', 'vitest.config.ts'), code: code('@ldn/vitest-preset') },
    { filename: '/repo/eslint.config.js', code: code('@ldn/eslint-config') },
    // The test kit serves the front end's test code: test files and helpers under src/test/.
    { filename: file('packages/feature-wallet', 'src/wallet-screen.test.tsx'), code: code('@ldn/test-kit') },
    { filename: file('packages/feature-cart', 'src/test/cart-server.ts'), code: code('@ldn/test-kit') },
    { filename: file('apps/web', 'src/app/app.test.tsx'), code: code('@ldn/test-kit') },
    { filename: file('tooling/test-kit', 'src/render.tsx'), code: code('@ldn/ui-kit') },
    { filename: file('packages/feature-list', 'src/test/fixtures.ts'), code: code('@ldn/test-kit/fixtures') },
    // The preset's jsdom support serves the ui-kit's tests and the kit, which the ui-kit may not import.
    { filename: file('packages/ui-kit', 'src/inputs/checkbox.test.tsx'), code: code('@ldn/vitest-preset/axe') },
    { filename: file('tooling/test-kit', 'src/index.ts'), code: code('@ldn/vitest-preset/axe') },
    { filename: file('tooling/test-kit', 'src/setup.ts'), code: `import '@ldn/vitest-preset/dom-setup';` },
  ],
  invalid: [
    // The test kit never ships: not in a screen, not in the server's tests, not by a deep path.
    { filename: file('packages/feature-wallet', 'src/wallet-screen.tsx'), code: code('@ldn/test-kit'), errors: [{ messageId: 'testOnly' }] },
    { filename: file('apps/server', 'src/app.test.ts'), code: code('@ldn/test-kit'), errors: [{ messageId: 'testOnly' }] },
    { filename: file('packages/feature-wallet', 'src/a.test.ts'), code: code('@ldn/test-kit/src/render'), errors: [{ messageId: 'deep' }] },
    { filename: file('packages/feature-list', 'src/list-view.tsx'), code: code('@ldn/test-kit/fixtures'), errors: [{ messageId: 'testOnly' }] },
    { filename: file('tooling/test-kit', 'src/render.tsx'), code: code('@ldn/feature-cart'), errors: [{ messageId: 'upward' }] },
    { filename: file('packages/ui-kit', 'src/inputs/checkbox.tsx'), code: code('@ldn/vitest-preset/axe'), errors: [{ messageId: 'testOnly' }] },
    { filename: file('packages/ui-kit', 'src/a.test.tsx'), code: code('@ldn/vitest-preset/src/axe'), errors: [{ messageId: 'deep' }] },
    { filename: file('apps/server', 'src/app.test.ts'), code: code('@ldn/vitest-preset/axe'), errors: [{ messageId: 'testOnly' }] },
    // Upward: domain is the bottom of the graph.
    { filename: file('packages/domain'), code: code('@ldn/ui-kit'), errors: [{ messageId: 'upward' }] },
    { filename: file('packages/ui-kit'), code: code('@ldn/feature-list'), errors: [{ messageId: 'upward' }] },
    { filename: file('packages/api-client'), code: code('@ldn/web'), errors: [{ messageId: 'upward' }] },
    // Sideways: a feature never imports another feature; ui-kit does not fetch.
    { filename: file('packages/feature-cart'), code: code('@ldn/feature-list'), errors: [{ messageId: 'upward' }] },
    { filename: file('packages/ui-kit'), code: code('@ldn/api-client'), errors: [{ messageId: 'upward' }] },
    { filename: file('apps/web'), code: code('@ldn/server'), errors: [{ messageId: 'upward' }] },
    // Deep import into another package.
    {
      filename: file('packages/ui-kit'),
      code: code('@ldn/domain/src/validation/email'),
      errors: [{ messageId: 'deep' }],
    },
    // Every import form is checked.
    { filename: file('packages/domain'), code: `export * from '@ldn/ui-kit';`, errors: [{ messageId: 'upward' }] },
    { filename: file('packages/domain'), code: `export { a } from '@ldn/ui-kit';`, errors: [{ messageId: 'upward' }] },
    { filename: file('packages/domain'), code: `const m = import('@ldn/ui-kit');`, errors: [{ messageId: 'upward' }] },
    { filename: file('packages/domain'), code: `const m = require('@ldn/ui-kit');`, errors: [{ messageId: 'upward' }] },
    { filename: file('packages/domain'), code: `import m = require('@ldn/ui-kit');`, errors: [{ messageId: 'upward' }] },
    // A relative path out of the package.
    { filename: file('packages/ui-kit'), code: code('../../domain/src/index'), errors: [{ messageId: 'escape' }] },
    // The own index and the own name.
    { filename: file('packages/ui-kit', 'src/a/b.ts'), code: code('../index'), errors: [{ messageId: 'ownIndex' }] },
    { filename: file('packages/ui-kit', 'src/a/b.ts'), code: code('..'), errors: [{ messageId: 'ownIndex' }] },
    { filename: file('packages/ui-kit'), code: code('@ldn/ui-kit'), errors: [{ messageId: 'selfByName' }] },
    // Unknown workspace names are refused until the graph says where they sit.
    { filename: file('apps/web'), code: code('@ldn/mystery'), errors: [{ messageId: 'unknownPackage' }] },
    // The domain stays pure: no React, no I/O, no Node built-ins.
    { filename: file('packages/domain'), code: code('react'), errors: [{ messageId: 'external' }] },
    { filename: file('packages/domain'), code: code('node:fs'), errors: [{ messageId: 'external' }] },
    { filename: file('packages/domain'), code: code('fs'), errors: [{ messageId: 'external' }] },
    { filename: file('packages/domain'), code: code('styled-components'), errors: [{ messageId: 'external' }] },
    { filename: file('packages/domain'), code: code('vitest'), errors: [{ messageId: 'external' }] },
    { filename: file('packages/domain', 'src/a.test.ts'), code: code('react'), errors: [{ messageId: 'external' }] },
  ],
});
