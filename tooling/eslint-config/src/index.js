import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
// The maintained fork of eslint-plugin-jsx-a11y, same rules: 6.10.2, the newest of the original,
// declares ESLint up to 9 only; the fork's 0.2.0 declares ESLint 10 (`npm view ... peerDependencies`).
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { plugin as ldn } from './plugin.js';

const SOURCE = ['**/*.{js,mjs,cjs,ts,tsx}'];

// The React code: the packages, the two apps and the stories (not the server, not the tooling).
const REACT = ['packages', 'apps/web', 'apps/seller-kiosk', 'apps/storybook'].map(
  (folder) => `${folder}/**/*.{js,jsx,ts,tsx}`,
);

// Only @ldn/api-client creates apis (one per base).
const ONE_API_PER_BASE = ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
  name,
  importNames: ['createApi', 'buildCreateApi'],
  message: 'One api per base, in @ldn/api-client (ldnApi, siteApi): import its hooks.',
}));

// The wallet contribution's wire form (the special item 01176190, its quantity in euros) [S9.4].
const WALLET_WIRE_MESSAGE =
  'The wallet contribution is cents for a screen: use setWalletContribution({ cents }) and ' +
  "productLines of @ldn/api-client; the special item is the contract adapter's business.";
const WALLET_WIRE = [
  {
    name: '@ldn/domain',
    importNames: [
      'SPECIAL_CONTRIBUTION_CODE',
      'isSpecialContributionItem',
      'specialContributionEntry',
    ],
    message: WALLET_WIRE_MESSAGE,
  },
  {
    name: '@ldn/contract',
    importNames: [
      'WALLET_ITEM_CODE',
      'isWalletItem',
      'walletAmountToWire',
      'walletAmountFromWire',
      'walletAmountOfEntries',
    ],
    message: WALLET_WIRE_MESSAGE,
  },
];

// react-hooks 7's recommended set (the rules of hooks and the React Compiler's rules: purity,
// refs, set-state-in-effect...), every one an error: a warning would let `pnpm lint` pass.
const reactHooksRules = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
);

// jsx-a11y's recommended set under its usual `jsx-a11y/` names (the fork says `jsx-a11y-x/`).
const jsxA11yRules = Object.fromEntries(
  Object.entries(jsxA11y.configs.recommended.rules).map(([rule, level]) => [
    rule.replace(/^jsx-a11y-x\//, 'jsx-a11y/'),
    level,
  ]),
);

// The workspace root, so the TypeScript resolver finds every package's tsconfig wherever ESLint runs.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The lint config of every package. The root `eslint.config.js` re-exports it; ESLint finds that
 * file from any package, so `eslint .` in a package lints with it.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web app's server-side build (`vite build --ssr`).
      '**/dist-server/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: SOURCE,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { ldn, 'check-file': checkFile },
    rules: {
      'ldn/dependency-direction': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Declaration merging (styled-components' DefaultTheme) needs an interface that only extends.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // House style rule 11: kebab-case files and folders.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      // ASVS V3.2.2: what people type is shown as text; markup from strings never reaches the DOM.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as React children: no HTML from strings (ASVS V3.2.2).',
        },
        {
          selector:
            "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'No HTML from strings in the page (ASVS V3.2.2).',
        },
      ],
    },
  },
  {
    // Modules import one way: a cycle makes load order decide what is initialised, and hides
    // which module is the lower layer.
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      // Which files are parsed for their imports: the rule follows .ts and .tsx too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            `${ROOT}apps/*/tsconfig.json`,
            `${ROOT}packages/*/tsconfig.json`,
            `${ROOT}tooling/*/tsconfig.json`,
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: REACT,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { ...reactHooksRules, ...jsxA11yRules },
  },
  {
    // Every RTK Query endpoint lives in @ldn/api-client, grouped by the headings of spec §7: one
    // place to find a call, one set of tags, and the code splitting of its index. A feature or an
    // app imports the hooks; it never creates an api nor injects or changes endpoints.
    files: REACT,
    ignores: ['packages/api-client/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['injectEndpoints', 'enhanceEndpoints'].map((property) => ({
          property,
          message:
            'Endpoints live in @ldn/api-client (src/endpoints/<area>-api.ts): import its hooks.',
        })),
      ],
      'no-restricted-imports': ['error', { paths: ONE_API_PER_BASE }],
    },
  },
  {
    // The wallet contribution travels as the quantity, in euros, of a special item [S9.4]: that
    // quirk is converted by @ldn/contract's adapter, in the server and in api-client
    // (`setWalletContribution({ cents })`, `productLines`). A screen handles cents only. Flat
    // config replaces a rule per file, so this block repeats the paths of the block above.
    files: REACT,
    ignores: ['packages/api-client/**', 'packages/contract/**', 'packages/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...ONE_API_PER_BASE, ...WALLET_WIRE] }],
    },
  },
  {
    // Scripts and tooling talk to the terminal.
    files: ['tooling/**', '**/scripts/**', '**/*.config.{js,ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
