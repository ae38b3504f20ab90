/**
 * `npm run seed` (re)seeds the configured database with SEED_PRODUCTS products (default 600);
 * `npm run seed -- --products 100000` picks the size. Existing catalogue rows are replaced.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from './client';
import { clearCatalogue, seedCatalogue } from './seed';

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' } } });
  const config = loadConfig();
  const products = values.products === undefined ? config.seedProducts : Number(values.products);
  if (!Number.isInteger(products) || products < 0) throw new ConfigError(`--products must be a non-negative integer (got "${values.products}")`);
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await database.migrate();
    await clearCatalogue(database);
    const summary = await seedCatalogue(database, {
      products,
      ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
      onProgress: (message) => process.stdout.write(`\r  seeding ${message}   `),
    });
    process.stdout.write(
      `\nSeeded ${summary.products} products, ${summary.variants} variants, ${summary.offers} offers into ${database.kind} in ${(summary.ms / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
