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
  /**
   * sha256 of the statements (comment lines and blank lines left out, line endings normalised),
   * recorded to detect edits after release: a comment may be reworded, a statement may not.
   */
  readonly checksum: string;
  /** Checksums an earlier release recorded for this very migration (see {@link EARLIER_CHECKSUMS}). */
  readonly earlierChecksums: readonly string[];
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
  const statements = sql
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('--'));
  return createHash('sha256').update(statements.join('\n')).digest('hex');
}

/** The checksum of the whole text, as releases before comment-blind checksums recorded it. */
function wholeTextChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * Whole-text checksums of migrations whose comments were reworded after they landed (they named
 * the retired embedded engine), so that databases migrated by those releases start as before.
 */
const EARLIER_CHECKSUMS: Readonly<Record<number, string>> = {
  1: 'd68d38e255db52c47b5c7dc97179f5db00260c542e60e5e8888c8b29b35916a2',
  4: '203e39df499a43d64f61bca1231e69a84c849f5f471d2b4c29a4ceae9c6a4120',
  7: '9b085f8a318b5d4c99402bec6b279b1c1d6462a263e498a1bb9fcfaf8bbac8b7',
};

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
    const earlier = EARLIER_CHECKSUMS[version];
    migrations.push({
      version,
      name: match[2],
      file,
      sql,
      checksum: checksumOf(sql),
      earlierChecksums: [wholeTextChecksum(sql), ...(earlier ? [earlier] : [])],
    });
  }
  return migrations;
}
