import path from 'node:path';
import { builtinModules } from 'node:module';
import {
  allowedExternals,
  allowedImports,
  matchesName,
  publicSubpaths,
  ruleFor,
  testExternals,
  testOnlyImports,
} from './package-graph.js';

const WORKSPACE_DIR = /(?:^|[\\/])(apps|packages|tooling)[\\/]([^\\/]+)[\\/]/;
const SCOPE = '@ldn/';
const BUILTINS = new Set(builtinModules);

/**
 * The workspace package a file belongs to, from its path: `packages/ui-kit/src/x.ts` belongs to
 * `@ldn/ui-kit`. Folder names equal package names without the scope (house style rule 1).
 */
export function packageOfFile(filename) {
  const match = WORKSPACE_DIR.exec(filename);
  if (!match) return undefined;
  const [whole, area, dir] = match;
  const root = filename.slice(0, match.index + whole.length - 1);
  return { name: `${SCOPE}${dir}`, area, root };
}

/** `@ldn/ui-kit/src/x` -> { name: '@ldn/ui-kit', subpath: 'src/x' } ; `react` -> { name: 'react' } */
export function parseSpecifier(specifier) {
  const parts = specifier.split('/');
  const scoped = specifier.startsWith('@');
  const name = scoped ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = parts.slice(scoped ? 2 : 1).join('/');
  return { name, subpath };
}

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || BUILTINS.has(parseSpecifier(specifier).name);
}

const INDEX_FILE = /^src[\\/]index(\.[cm]?[jt]sx?)?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the package graph one-way (design.md §2): no upward or sideways imports, ' +
        'no deep imports into another package, no relative path out of a package, ' +
        'no import of a package by itself through its own index, and a pure domain package.',
    },
    schema: [],
    messages: {
      upward:
        "{{from}} may not import {{to}}: dependencies only go down (design.md §2). {{from}} may import: {{allowed}}.",
      unknownPackage: '{{to}} is not a package of the workspace graph (tooling/eslint-config/src/package-graph.js).',
      deep: "Import {{to}} through its entry ('{{to}}'), not '{{specifier}}': only src/index.ts is public.",
      escape: "'{{specifier}}' leaves {{from}}: import another package by its @ldn/ name.",
      ownIndex: 'Code inside {{from}} must not import its own index; import the module itself.',
      selfByName: '{{from}} must not import itself by name; use a relative import.',
      external: "{{from}} may not import '{{specifier}}': it stays free of React and I/O (allowed: {{allowed}}).",
      testOnly: '{{to}} is test support: only the test files of {{importers}} may import it.',
    },
  },
  create(context) {
    const filename = context.filename;
    const owner = packageOfFile(filename);
    // Only source files are governed; config files at a package root may load tooling.
    if (!owner) return {};
    const inside = path.relative(owner.root, filename);
    if (!inside.startsWith(`src${path.sep}`) && !inside.startsWith('src/')) return {};
    const ownerRule = ruleFor(allowedImports, owner.name);
    const isTestFile = /\.test\.[cm]?[jt]sx?$/.test(filename);
    // Test code: test files, the package's own test helpers, and all of a test-support package.
    const isTestCode =
      isTestFile || /^src[\\/]test[\\/]/.test(inside) || owner.name in testOnlyImports;
    const restricted = allowedExternals[owner.name];
    const externals = restricted && (isTestFile ? [...restricted, ...testExternals] : restricted);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const data = { from: owner.name, specifier };

      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(filename), specifier);
        const relative = path.relative(owner.root, target);
        if (relative.startsWith('..') || path.isAbsolute(relative)) {
          context.report({ node, messageId: 'escape', data });
        } else if (INDEX_FILE.test(relative) || relative === 'src') {
          context.report({ node, messageId: 'ownIndex', data });
        }
        return;
      }

      const { name, subpath } = parseSpecifier(specifier);
      if (name.startsWith(SCOPE)) {
        const to = { ...data, to: name };
        if (name === owner.name) {
          context.report({ node, messageId: 'selfByName', data: to });
          return;
        }
        if (!ruleFor(allowedImports, name)) {
          context.report({ node, messageId: 'unknownPackage', data: to });
          return;
        }
        const testOnly = testOnlyImports[name];
        if (testOnly) {
          if (!isTestCode || !testOnly.some((pattern) => matchesName(pattern, owner.name))) {
            context.report({ node, messageId: 'testOnly', data: { ...to, importers: testOnly.join(', ') } });
          } else if (subpath && !(publicSubpaths[name] ?? []).includes(subpath)) {
            context.report({ node, messageId: 'deep', data: to });
          }
          return;
        }
        const allowed = ownerRule?.allowed ?? [];
        if (!allowed.some((pattern) => matchesName(pattern, name))) {
          context.report({
            node,
            messageId: 'upward',
            data: { ...to, allowed: allowed.length ? allowed.join(', ') : 'nothing of the workspace' },
          });
          return;
        }
        if (subpath) context.report({ node, messageId: 'deep', data: to });
        return;
      }

      if (externals && (isBuiltin(specifier) || !externals.includes(name))) {
        context.report({
          node,
          messageId: 'external',
          data: { ...data, allowed: externals.join(', ') || 'none' },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (ref.type === 'TSExternalModuleReference') check(ref.expression, ref.expression.value);
      },
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') {
          check(first, first.value);
        }
      },
    };
  },
};
