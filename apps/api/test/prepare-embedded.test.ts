import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, prepareEmbeddedDir, seedCatalogue } from "@utsav/db";

// A folder of the embedded database is migrated and seeded in a child process before the server opens it
// (docs/decisions/0026-performance.md), once for each migration and catalogue version.

const dir = mkdtempSync(path.join(tmpdir(), "utsav-prepare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("preparing the embedded database", () => {
  it("leaves the server nothing to migrate or seed, and is not repeated while nothing changed", async () => {
    await prepareEmbeddedDir(dir);
    const stamp = path.join(dir, ".prepared");
    const prepared = statSync(stamp).mtimeMs;

    const database = await openDatabase({ kind: "pglite", dir });
    try {
      await database.migrate();
      expect((await seedCatalogue(database.db)).seeded).toBe(false);
    } finally {
      await database.close();
    }

    await prepareEmbeddedDir(dir);
    expect(statSync(stamp).mtimeMs).toBe(prepared);
    expect(readFileSync(stamp, "utf8")).toMatch(/^\d{4}_\w+:[0-9a-f]{16}$/);
  });
});
