/**
 * `pnpm --filter @ldn/server seed -- --products 100000`: seeds the configured database explicitly
 * (built by tsup as `dist/seed.js`). The server seeds an empty database by itself at start; this
 * command is for benchmarks (a large catalogue) and for preparing a database before a first start.
 */
import { ConfigError, loadConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/open-database';
import { runOperatorCommand } from '../operator-command';
import { parseSeedArgs, SeedArgsError, SEED_USAGE } from './seed-args';
import { demoAccountsText, seedDatabase } from './seed-database';

async function run(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(SEED_USAGE);
    return 0;
  }
  const config = loadConfig();
  const target = databaseTarget(config);
  const where =
    target.kind === 'embedded'
      ? `the embedded PostgreSQL in ${target.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`Opening ${where}\n`);
  const database = await openDatabase(target);
  try {
    const summary = await seedDatabase(database, {
      products: args.products ?? config.seedProducts,
      demo: !config.isProduction,
      log: (message) => process.stdout.write(`${message}\n`),
    });
    if (!summary.seeded) {
      process.stdout.write(
        `Already seeded (seed ${summary.state.version}, ${summary.state.products} products${summary.state.demo ? ', demo data' : ''}): nothing written.\n` +
          'Seed another database with a fresh LDN_DATA_DIR or DATABASE_URL.\n',
      );
      return 0;
    }
    process.stdout.write(`Seeded: ${JSON.stringify(summary.counts)}\n`);
    if (summary.state.demo) process.stdout.write(demoAccountsText());
    return 0;
  } finally {
    await database.close();
  }
}

runOperatorCommand(run, [ConfigError, SeedArgsError]);
