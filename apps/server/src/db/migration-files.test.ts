import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checksumOf, loadMigrations, MigrationFileError } from './migration-files';

describe('loadMigrations', () => {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'ldn-migrations-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('finds the bundled migrations, 0001 first', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: 'extensions_and_app_meta' });
    expect(migrations[0]?.sql).toContain('CREATE TABLE app_meta');
  });

  it('orders by version and ignores files that are not SQL', async () => {
    await writeFile(path.join(folder, '0002_second.sql'), 'SELECT 2;');
    await writeFile(path.join(folder, '0001_first.sql'), 'SELECT 1;');
    await writeFile(path.join(folder, 'README.md'), 'notes');
    const migrations = await loadMigrations(folder);
    expect(migrations.map((migration) => migration.file)).toEqual([
      '0001_first.sql',
      '0002_second.sql',
    ]);
    expect(migrations[1]).toMatchObject({
      version: 2,
      name: 'second',
      sql: 'SELECT 2;',
      checksum: checksumOf('SELECT 2;'),
    });
  });

  it.each(['1_short.sql', '0001-dash.sql', '0001_Upper.sql'])(
    'refuses the badly named %s',
    async (file) => {
      await writeFile(path.join(folder, file), 'SELECT 1;');
      await expect(loadMigrations(folder)).rejects.toThrow(MigrationFileError);
    },
  );

  it('refuses two files with one version', async () => {
    await writeFile(path.join(folder, '0001_a.sql'), 'SELECT 1;');
    await writeFile(path.join(folder, '0001_b.sql'), 'SELECT 1;');
    await expect(loadMigrations(folder)).rejects.toThrow('share version 1');
  });
});

describe('checksumOf', () => {
  it('ignores Windows line endings, so a checkout on Windows does not look edited', () => {
    expect(checksumOf('SELECT 1;\r\nSELECT 2;\r\n')).toBe(checksumOf('SELECT 1;\nSELECT 2;\n'));
    expect(checksumOf('SELECT 1;')).not.toBe(checksumOf('SELECT 2;'));
  });

  it('ignores comment lines and blank lines: a comment may be reworded, a statement may not', () => {
    const landed = '-- 0001: the first table.\nCREATE TABLE t (id int);\n\n-- the end\n';
    expect(checksumOf('-- 0001: reworded.\n\nCREATE TABLE t (id int);   \n')).toBe(
      checksumOf(landed),
    );
    expect(checksumOf('-- 0001: the first table.\nCREATE TABLE t (id bigint);\n')).not.toBe(
      checksumOf(landed),
    );
  });
});
