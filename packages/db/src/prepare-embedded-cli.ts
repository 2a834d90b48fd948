import { openDatabase } from "./client.ts";
import { seedCatalogue } from "./seed.ts";

// Run by prepareEmbeddedDir in a child process: migrates the embedded database in the folder given and seeds it.

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-embedded-cli <data folder>");
const database = await openDatabase({ kind: "pglite", dir });
try {
  await database.migrate();
  await seedCatalogue(database.db);
} finally {
  await database.close();
}
