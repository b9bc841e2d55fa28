import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** This app's folder name: the only app whose stories Storybook does not look for. */
const SELF = 'storybook';
const STORY_FILE = /\.stories\.tsx?$/;

/** Every `src` folder whose stories Storybook shows: `packages/*\/src` and `apps/*\/src` (this app aside). */
export function storySourceFolders(workspaceRoot: string): string[] {
  const folders: string[] = [];
  for (const area of ['packages', 'apps']) {
    const areaDir = path.join(workspaceRoot, area);
    if (!existsSync(areaDir)) continue;
    for (const entry of readdirSync(areaDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || (area === 'apps' && entry.name === SELF)) continue;
      const src = path.join(areaDir, entry.name, 'src');
      if (existsSync(src)) folders.push(src);
    }
  }
  return folders.sort();
}

/** Relative paths of the files under `dir`, node_modules skipped. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** Absolute paths of every `*.stories.ts(x)` file Storybook must show, sorted. */
export function findStoryFiles(workspaceRoot: string): string[] {
  return storySourceFolders(workspaceRoot)
    .flatMap((src) => filesUnder(src))
    .filter((file) => STORY_FILE.test(file))
    .sort();
}

interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly importPath: string;
}

/**
 * How many stories `index.json` of a static build holds per story file (absolute paths). Its
 * `importPath`s are relative to the folder Storybook ran in (this app).
 */
export function storiesPerFile(appRoot: string, staticDir: string): Map<string, number> {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    readonly entries: Record<string, IndexEntry>;
  };
  const counts = new Map<string, number>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    const file = path.resolve(appRoot, entry.importPath);
    counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  return counts;
}

const pascalCase = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The value names (not types) a package index re-exports, per module path relative to `src`. */
function valueExportsOfIndex(src: string): Map<string, string[]> {
  const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
  const exports = new Map<string, string[]>();
  for (const match of index.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    const [, typeOnly, names = '', modulePath = ''] = match;
    if (typeOnly) continue;
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop() ?? name);
    exports.set(modulePath, [...(exports.get(modulePath) ?? []), ...values]);
  }
  return exports;
}

/** A file made only of `export ... from '...'` lines: a third-party primitive passed on as is. */
function isPureReExport(source: string): boolean {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .trim();
  return (
    code.length > 0 && /^(export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+'[^']+';?\s*)+$/.test(code)
  );
}

export interface ComponentFile {
  /** Path relative to the package's `src`, e.g. `layout/top-bar.tsx`. */
  readonly file: string;
  /** The component named after the file, e.g. `TopBar`. */
  readonly component: string;
  /** Why it needs no story of its own, when it needs none. */
  readonly exempt?: string;
}

/**
 * The component files of a package (the ui-kit), by one rule: a `.tsx` file under `src` (tests,
 * stories and the `src/test/` helpers aside) whose kebab-case name, in PascalCase, is a value the
 * package index exports: `layout/top-bar.tsx` exports `TopBar`. Internal pieces (`field.tsx`,
 * `validated-input.tsx`) and modules named after something else (`link-context.tsx`) are helpers.
 *
 * Two kinds need no story of their own, and say so in `exempt`: providers (`*Provider`), which
 * render nothing themselves and wrap every story through the preview decorator, and files that only
 * re-export a third-party primitive.
 */
export function componentFiles(src: string): ComponentFile[] {
  const exported = valueExportsOfIndex(src);
  return filesUnder(src)
    .map((file) => path.relative(src, file))
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .filter((file) => file.split(path.sep)[0] !== 'test')
    .flatMap((file): ComponentFile[] => {
      const component = pascalCase(path.basename(file, '.tsx'));
      const modulePath = file
        .replace(/\.tsx$/, '')
        .split(path.sep)
        .join('/');
      if (!(exported.get(modulePath) ?? []).includes(component)) return [];
      if (component.endsWith('Provider')) {
        return [
          { file, component, exempt: 'a provider: the preview decorator wraps every story in it' },
        ];
      }
      if (isPureReExport(readFileSync(path.join(src, file), 'utf8'))) {
        return [{ file, component, exempt: 'a third-party primitive re-exported as is' }];
      }
      return [{ file, component }];
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The story file that must sit next to a component file: `top-bar.tsx` -> `top-bar.stories.tsx`. */
export function storyFileFor(src: string, file: string): string {
  return path.join(src, file.replace(/\.tsx$/, '.stories.tsx'));
}
