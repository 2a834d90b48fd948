import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { catalogueVersion } from "./seed.ts";

// The embedded database's heavy work, migrating and writing the catalogue, done in a short-lived child process: PGlite's
// WebAssembly memory grows to what that work needs and is never returned, so a server that did it itself would keep
// some 50 MB more for as long as it runs (docs/decisions/0026-performance.md). The server still migrates
// and seeds after this, which then finds nothing to do; the stamp only spares the child when nothing has changed.

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, "prepare-embedded-cli.ts");
const JOURNAL = path.resolve(here, "../drizzle/meta/_journal.json");
const STAMP = ".prepared";

/** What the folder must have been prepared for: the newest migration and the catalogue's version. */
function expectedStamp(): string {
  const journal = JSON.parse(readFileSync(JOURNAL, "utf8")) as { entries: { tag: string }[] };
  return `${journal.entries.at(-1)?.tag ?? "none"}:${catalogueVersion()}`;
}

/** Migrates and seeds the embedded database in `dir` in a child process, unless it was already done for this version. */
export async function prepareEmbeddedDir(dir: string): Promise<void> {
  const expected = expectedStamp();
  const stamp = path.join(dir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === expected) return;
  await promisify(execFile)(process.execPath, ["--import", "tsx", CLI, dir], { timeout: 300_000 });
  writeFileSync(stamp, expected);
}
