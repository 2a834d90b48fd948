import { writeFileSync } from "node:fs";
import { prepareDatabase } from "./prepare-database.ts";

/**
 * Writes the image of an in-memory embedded database, migrated and with the catalogue seeded, to `file`: a tarball
 * of its data directory that `openDatabase({ kind: "pglite", dir: null, image: file })` starts from. The API tests
 * make one a run, so that each test app skips creating, migrating and seeding a cluster of its own.
 */
export async function writeEmbeddedImage(file: string): Promise<void> {
  await prepareDatabase({ kind: "pglite", dir: null }, async (database) => {
    // drizzle's PGlite database keeps its client as $client.
    const { $client } = database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } };
    writeFileSync(file, Buffer.from(await (await $client.dumpDataDir("none")).arrayBuffer()));
  });
}
