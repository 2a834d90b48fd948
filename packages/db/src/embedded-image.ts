import { writeFileSync } from "node:fs";
import { openDatabase } from "./client.ts";
import { seedCatalogue } from "./seed.ts";

/**
 * Writes the image of an in-memory embedded database, migrated and with the catalogue seeded, to `file`: a tarball
 * of its data directory that `openDatabase({ kind: "pglite", dir: null, image: file })` starts from. The API tests
 * make one a run, so that each test app skips creating, migrating and seeding a cluster of its own.
 */
export async function writeEmbeddedImage(file: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dir: null });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    // drizzle's PGlite database keeps its client as $client.
    const { $client } = database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } };
    writeFileSync(file, Buffer.from(await (await $client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await database.close();
  }
}
