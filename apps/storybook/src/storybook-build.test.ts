import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentFiles, findStoryFiles, storiesPerFile, storyFileFor } from './story-coverage';

const appRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const workspaceRoot = path.resolve(appRoot, '../..');
const staticDir = path.join(appRoot, 'storybook-static');
const uiKitSrc = path.join(workspaceRoot, 'packages/ui-kit/src');
const relative = (file: string) => path.relative(workspaceRoot, file);

// The static build is what designers and CI get; building it here makes `pnpm test` prove it builds,
// and a story file that fails to load either breaks the build or is missing from its index.
beforeAll(() => {
  try {
    execFileSync('pnpm', ['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet'], {
      cwd: appRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as {
      stdout?: Buffer | string;
      stderr?: Buffer | string;
    };
    throw new Error(
      `storybook build failed:\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`,
      {
        cause: error,
      },
    );
  }
}, 300_000);

describe('the static Storybook build', () => {
  it('writes the manager, the preview page and the story index', () => {
    for (const file of ['index.html', 'iframe.html', 'index.json']) {
      expect(existsSync(path.join(staticDir, file)), file).toBe(true);
    }
  });

  it('holds at least one story of every *.stories.tsx file of packages/*/src and apps/*/src', () => {
    const storyFiles = findStoryFiles(workspaceRoot);
    const perFile = storiesPerFile(appRoot, staticDir);
    expect(storyFiles.length).toBeGreaterThan(0);
    const missing = storyFiles.filter((file) => (perFile.get(file) ?? 0) === 0).map(relative);
    expect(missing).toEqual([]);
  });

  it('shows no story from outside packages/*/src and apps/*/src', () => {
    const storyFiles = new Set(findStoryFiles(workspaceRoot));
    const strays = [...storiesPerFile(appRoot, staticDir).keys()].filter(
      (file) => !storyFiles.has(file),
    );
    expect(strays.map(relative)).toEqual([]);
  });

  it('serves the preview document in French, so screen readers and axe read it as French', () => {
    const iframe = readFileSync(path.join(staticDir, 'iframe.html'), 'utf8');
    expect(iframe).toMatch(/<html lang="fr"/);
  });
});

describe('ui-kit story coverage (house style rule 15)', () => {
  const components = componentFiles(uiKitSrc);

  it('finds the ui-kit components by its rule (file name in PascalCase exported by the index)', () => {
    const names = components.map(({ component }) => component);
    expect(names).toEqual(
      expect.arrayContaining(['TopBar', 'BottomBar', 'AppDrawer', 'Dialog', 'QuantityStepper']),
    );
    // Helpers the index does not export under the file's name are not components.
    expect(names).not.toContain('Field');
    expect(names).not.toContain('ValidatedInput');
  });

  it('has a story file next to every component file', () => {
    const missing = components
      .filter(({ exempt, file }) => !exempt && !existsSync(storyFileFor(uiKitSrc, file)))
      .map(({ file }) => `packages/ui-kit/src/${file}`);
    expect(missing).toEqual([]);
  });

  it('exempts only providers and re-exported third-party primitives', () => {
    const exempt = components.filter(({ exempt }) => exempt).map(({ component }) => component);
    expect(exempt.every((name) => name.endsWith('Provider') || name === 'VisuallyHidden')).toBe(
      true,
    );
  });
});
