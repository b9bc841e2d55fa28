/**
 * A process of the embedded engine's crash tests (`db/embedded-postgres.test.ts`): opens the
 * embedded PostgreSQL of the data folder given as its first argument, as the server does (durable
 * settings), then commits one row after another into `app_meta` and prints `ack <n>` once row n
 * is committed, until it is killed. A line printed is a write the database acknowledged.
 *
 * Not part of the server: only the test builds and runs it.
 */
import { openDatabase } from '../db/open-database';
import { appMeta } from '../db/schema';

async function run(): Promise<void> {
  const [dataDir, migrationsDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('embedded-writer-child: the data folder is required');
  const database = await openDatabase({ kind: 'embedded', dataDir }, { migrationsDir });
  process.stdout.write('open\n');
  for (let n = 1; ; n += 1) {
    await database.db.insert(appMeta).values({ key: `ack-${n}`, value: String(n) });
    process.stdout.write(`ack ${n}\n`);
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
