import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, queryRows } from "@utsav/db";
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

let databaseUrl: string | undefined;
/** The servers of this file share one database: PGlite in dataDir (""), or a database of their own on DATABASE_URL's server. */
async function serverDatabaseUrl(): Promise<string> {
  if (databaseUrl === undefined) {
    databaseUrl = "";
    if (process.env.DATABASE_URL) {
      const database = await createDatabase(process.env.DATABASE_URL, "shutdown");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
  }
  return databaseUrl;
}

/** Bookings as fast as one address can send them: the limits on public writes are lifted (RATE_LIMIT_MULTIPLIER). */
function startServer(graceMs: number) {
  return serverDatabaseUrl().then((url) =>
    spawnServer({
      NODE_ENV: "test",
      WEB: "off",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: "silent",
      SHUTDOWN_GRACE_MS: String(graceMs),
      RATE_LIMIT_MULTIPLIER: "100000",
    }),
  );
}

interface Outcome {
  key: string;
  startedAt: number;
  endedAt: number;
  status: number | "connection error";
  body?: { success: boolean; data: { bookingId: string } | null; errorCode?: string };
}

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the bookings in flight, refuses the rest cleanly, and exits 0", { timeout: 90_000 }, async () => {
    const server = await startServer(GRACE_MS);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );

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
            body: JSON.stringify({
              offeringId: "JSS1",
              vendorName: "",
              offeringName: "",
              bookingData: { name: `Shutdown ${key}`, mobile: "9845012345", address: "1 Test Road" },
            }),
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
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: await serverDatabaseUrl() });
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

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on `agent`. A body is sent in two halves, the second once `between` has resolved. */
function send(agent: http.Agent, url: string, options: { body?: string; between?: Promise<unknown> } = {}): Promise<Answer> {
  const { body, between } = options;
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
    const request = http.request(url, { agent, method: body === undefined ? "GET" : "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    if (body === undefined) {
      request.end();
      return;
    }
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    void Promise.resolve(between).then(() => request.end(body.slice(half)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Kept-alive connections: clients that keep their connections open between requests, as browsers and proxies do.
// Node's server.close() ends the connections idle at that moment; one whose request was running must end with its
// answer (Connection: close), or it stays open, idle, until its keep-alive timeout and the drain outlasts its
// grace period. A small grace here: the bound is what is asserted.
describe("SIGTERM with kept-alive connections", () => {
  const SMALL_GRACE_MS = 3000;
  const SEARCH = JSON.stringify({ query: "wedding cake" });

  it("closes idle connections, ends the others with their answers, and exits 0 within the grace period", { timeout: 90_000 }, async () => {
    const server = await startServer(SMALL_GRACE_MS);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const lateAgent = new http.Agent({ keepAlive: true });
    try {
      // Eight connections kept busy with reads until the signal; then their clients send nothing more and keep
      // them open.
      let signalled = false;
      const answers: Answer[] = [];
      const worker = async (w: number) => {
        while (!signalled) {
          try {
            answers.push(await send(agent, `${server.url}${w % 2 === 0 ? "/api/health/ready" : "/api/offerings?limit=3"}`));
          } catch {
            await sleep(20);
          }
        }
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      await sleep(1000);
      // And one request in flight across the signal, on a connection of its own: its headers are in, the rest of
      // its body comes after the signal.
      let resume!: () => void;
      const late = send(lateAgent, `${server.url}/api/search`, { body: SEARCH, between: new Promise<void>((r) => (resume = r)) });
      await sleep(500);

      const signalledAt = Date.now();
      signalled = true;
      server.child.kill("SIGTERM");
      await sleep(300);
      resume();
      const lateAnswer = await late;
      const { code, at } = await exited;
      await load;

      expect(code).toBe(0);
      expect(at - signalledAt).toBeLessThan(SMALL_GRACE_MS + 1000);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(20);
      // The request that was running got its answer, and its connection ended with it.
      expect(lateAnswer.status, lateAnswer.body).toBe(200);
      expect(lateAnswer.connection).toBe("close");
    } finally {
      agent.destroy();
      lateAgent.destroy();
      await server.stop();
    }
  });

  it("closes a connection whose answer was still streaming once it falls idle", { timeout: 90_000 }, async () => {
    const LARGE_FILE_BYTES = 16 * 1024 * 1024;
    // A file larger than the socket buffers, read only after the signal: its headers left before the drain began,
    // without Connection: close.
    mkdirSync(path.join(dataDir, "public", "assets"), { recursive: true });
    writeFileSync(path.join(dataDir, "public", "assets", "large.bin"), Buffer.alloc(LARGE_FILE_BYTES, 7));
    const server = await startServer(SMALL_GRACE_MS);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new http.Agent({ keepAlive: true });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`${server.url}/assets/large.bin`, { agent }, resolve).on("error", reject),
      );
      response.pause();
      expect(response.headers.connection).toBe("keep-alive");

      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      await sleep(300);
      let received = 0;
      response.on("data", (chunk: Buffer) => (received += chunk.length)).resume();
      await new Promise((resolve) => response.on("end", resolve));
      const { code, at } = await exited;

      expect(received).toBe(LARGE_FILE_BYTES);
      expect(code).toBe(0);
      expect(at - signalledAt).toBeLessThan(SMALL_GRACE_MS + 1000);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  it("exits 1 at once on a second signal, with a request still in flight", { timeout: 90_000 }, async () => {
    const server = await startServer(SMALL_GRACE_MS);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new http.Agent({ keepAlive: true });
    try {
      // A body that never finishes: the drain waits for it.
      const stuck = send(agent, `${server.url}/api/search`, { body: SEARCH, between: new Promise(() => {}) }).catch((err: Error) => err);
      await sleep(500);
      server.child.kill("SIGTERM");
      await sleep(500);
      expect(server.child.exitCode).toBeNull();

      const secondAt = Date.now();
      server.child.kill("SIGTERM");
      const { code, at } = await exited;
      expect(code).toBe(1);
      expect(at - secondAt).toBeLessThan(1000);
      expect(await stuck).toBeInstanceOf(Error);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });
});
