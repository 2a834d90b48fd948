import { prepareDatabase } from "./prepare-database.ts";

// Run by prepareEmbeddedDir in a child process: migrates the embedded database in the folder given and seeds it.

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-embedded-cli <data folder>");
await prepareDatabase({ kind: "pglite", dir });
