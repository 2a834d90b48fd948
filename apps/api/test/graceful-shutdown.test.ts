import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { openDatabase, queryRows } from "../src/db/client.ts";
import { spawnServer } from "../support/spawn-server.ts";
import { createDatabase } from "./postgres-helper.ts";

// SIGTERM while bookings are in flight: the server stops accepting, finishes what it started, closes the database
// and exits 0 within its grace period. Every booking answered 200 is in the database; every other request got a
// 503 envelope or a connection error, and nothing refused was half done. PGlite on disk, or PostgreSQL when
// DATABASE_URL is set (a database of its own).

const GRACE_MS = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-shutdown-"));
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  key: string;
  startedAt: number;
  endedAt: number;
  status: number | "connection error";
  body?: { success: boolean; data: { bookingId: string } | null; errorCode?: string };
}

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the bookings in flight, refuses the rest cleanly, and exits 0", { timeout: 90_000 }, async () => {
    let databaseUrl = "";
    if (process.env.DATABASE_URL) {
      const database = await createDatabase(process.env.DATABASE_URL, "shutdown");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    // Bookings as fast as one address can send them: the limits on public writes are lifted (RATE_LIMIT_MULTIPLIER).
    const server = await spawnServer({ NODE_ENV: "test", WEB: "off", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", SHUTDOWN_GRACE_MS: String(GRACE_MS), RATE_LIMIT_MULTIPLIER: "100000" });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.child.once("exit", (code) => resolve({ code, at: Date.now() })));

    const outcomes: Outcome[] = [];
    let stop = false;
    let sequence = 0;
    const worker = async (w: number) => {
      while (!stop) {
        const key = `shutdown-${w}-${sequence++}`;
        const startedAt = Date.now();
        try {
          const response = await fetch(`${server.url}/api/public/booking`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body: JSON.stringify({ offeringId: "JSS1", vendorName: "", offeringName: "", bookingData: { name: `Shutdown ${key}`, mobile: "9845012345", address: "1 Test Road" } }),
          });
          outcomes.push({ key, startedAt, endedAt: Date.now(), status: response.status, body: (await response.json()) as Outcome["body"] });
        } catch {
          outcomes.push({ key, startedAt, endedAt: Date.now(), status: "connection error" });
          // Refused: the server is gone or going. Keep trying, slowly, until it has exited.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 1500));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const { code, at } = await exited;
    stop = true;
    await load;

    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(GRACE_MS);
    const answered = outcomes.filter((o) => o.status === 200);
    expect(answered.length).toBeGreaterThan(20);
    // Some bookings were running when the signal came, and they were answered.
    expect(answered.filter((o) => o.startedAt < signalledAt && o.endedAt >= signalledAt).length).toBeGreaterThan(0);
    const refused = outcomes.filter((o) => o.status !== 200);
    for (const o of refused.filter((x) => x.status !== "connection error")) {
      expect(o.status).toBe(503);
      expect(o.body).toMatchObject({ success: false, data: null, errorCode: "SHUTTING_DOWN" });
    }

    // After the exit, on the same data: every booking answered 200 is there, once; nothing refused was stored.
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const database = await openDatabase(config.database);
    try {
      const rows = await queryRows<{ id: string; key: string }>(database.db, sql`select id, idempotency_key as key from bookings`);
      const byKey = new Map(rows.map((r) => [r.key, r.id]));
      expect(byKey.size).toBe(rows.length);
      for (const o of answered) expect(byKey.get(o.key), o.key).toBe(o.body!.data!.bookingId);
      for (const o of refused) expect(byKey.has(o.key), o.key).toBe(false);
    } finally {
      await database.close();
    }
  });
});
