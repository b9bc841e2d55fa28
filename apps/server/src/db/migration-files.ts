import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One SQL migration file, `NNNN_snake_case_name.sql`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
  readonly sql: string;
  /** sha256 of the text (line endings normalised), recorded to detect edits after release. */
  readonly checksum: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * The folder of the migration files. This module sits in `src/db/` (tests) and is bundled into
 * `dist/main.js` (built server), and the build copies `src/db/migrations/*.sql` to
 * `dist/migrations/`, so the same relative URL is right in both places.
 */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Thrown when the migrations folder holds something that is not a well-named migration. */
export class MigrationFileError extends Error {
  override name = 'MigrationFileError';
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** Reads every `*.sql` file of `dir`, in version order; rejects bad names and duplicate versions. */
export async function loadMigrations(dir: URL | string = MIGRATIONS_DIR): Promise<Migration[]> {
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of names) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new MigrationFileError(
        `Migration file "${file}" must be named NNNN_snake_case_name.sql`,
      );
    }
    const version = Number(match[1]);
    const previous = migrations.at(-1);
    if (previous?.version === version) {
      throw new MigrationFileError(
        `Migrations "${previous.file}" and "${file}" share version ${version}`,
      );
    }
    const sql = await readFile(path.join(folder, file), 'utf8');
    migrations.push({ version, name: match[2], file, sql, checksum: checksumOf(sql) });
  }
  return migrations;
}
