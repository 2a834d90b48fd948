import { openDatabase } from "./client.ts";
import type { Database, DatabaseConfig } from "./client.ts";
import { seedCatalogue } from "./seed.ts";

/**
 * Opens the database, migrates it, seeds the catalogue, lets `finish` use it while it is open, and closes it: for a
 * folder of the embedded database (prepare-embedded-cli.ts), an image of one (embedded-image.ts) and the API tests'
 * template database.
 */
export async function prepareDatabase(config: DatabaseConfig, finish?: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    await finish?.(database);
  } finally {
    await database.close();
  }
}
