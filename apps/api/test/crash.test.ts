import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, queryRows } from "@utsav/db";

// Bookings survive a crash: under concurrent load the API process is killed with SIGKILL and started again;
// every booking that was answered with success exists exactly once afterwards (PGlite on disk, or PostgreSQL
// when DATABASE_URL is set, in a database of its own).

const serverFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/server.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-crash-"));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverFile], {
    // Hundreds of bookings a second from one address and number: the limits on public writes are lifted.
    env: {
      ...process.env,
      NODE_ENV: "test",
      WEB: "off",
      DRAW_PICTURES: "false",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      RATE_LIMIT_MULTIPLIER: "100000",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a booking answered with success survives a crash", () => {
  it("SIGKILL under load loses and duplicates nothing", { timeout: 120_000 }, async () => {
    if (process.env.DATABASE_URL) {
      const name = `crash_${process.pid}`;
      const operator = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await operator.connect();
      await operator.query(`create database ${name}`);
      await operator.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    const port = await freePort();
    let child = await start(port);
    const confirmed = new Map<string, string>();
    let sent = 0;
    let stop = false;
    const worker = async (w: number) => {
      while (!stop) {
        const key = `crash-${w}-${sent++}`;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/public/booking`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body: JSON.stringify({
              offeringId: "JSS1",
              vendorName: "",
              offeringName: "",
              bookingData: { name: `Crash ${key}`, mobile: "9845012345", address: "1 Test Road" },
            }),
          });
          if (response.ok) confirmed.set(key, ((await response.json()) as { data: { bookingId: string } }).data.bookingId);
        } catch {
          // the server is gone: this booking was never confirmed
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    // Killed mid-stream, once some bookings are confirmed (however slow the machine), with others in flight.
    const started = Date.now();
    while (confirmed.size <= 10 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    stop = true;
    await load;
    expect(confirmed.size).toBeGreaterThan(10);

    // Started again on the same data, every confirmed booking is there once.
    child = await start(port);
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" });
    const database = await openDatabase(config.database);
    try {
      const rows = await queryRows<{ id: string; key: string }>(database.db, sql`select id, idempotency_key as key from bookings`);
      const byKey = new Map(rows.map((r) => [r.key, r.id]));
      expect(byKey.size).toBe(rows.length);
      for (const [key, id] of confirmed) expect(byKey.get(key), key).toBe(id);
    } finally {
      await database.close();
    }
  });
});
