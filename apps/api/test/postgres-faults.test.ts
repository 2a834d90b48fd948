import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "../support/spawn-server.ts";
import type { SpawnedServer } from "../support/spawn-server.ts";
import { ownClusterSkipReason, postgresTools, queryOnce, startCluster } from "./postgres-helper.ts";
import type { Cluster } from "./postgres-helper.ts";

// PostgreSQL stopped and started again under load: the API stays up, answers 503 in the envelope at once while the
// database is away, and serves again by itself once it is back; no booking it confirmed is lost or doubled.
// The test runs its own cluster, which it stops and starts; it runs with the PostgreSQL suite (DATABASE_URL set).

const tools = postgresTools();
const skipReason = ownClusterSkipReason();

/** No answer may take longer than this, during the outage included. */
const ANSWER_BOUND_MS = 3000;
/** Service must return within this after PostgreSQL is back. */
const RECOVERY_BOUND_MS = 10_000;

type Phase = "before" | "stopping" | "outage" | "starting" | "after";
interface Outcome {
  kind: "booking" | "read" | "ready";
  key?: string;
  phase: Phase;
  endPhase: Phase;
  ms: number;
  status: number | "network error";
  body?: { success: boolean; data: { bookingId?: string } | null; errorCode?: string };
  retryAfter?: string | null;
  endedAt: number;
}

let cluster: Cluster | undefined;
let server: SpawnedServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipReason)(`PostgreSQL stopped and restarted under load${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("answers 503 fast while it is away, never crashes or hangs, and recovers by itself", { timeout: 90_000 }, async () => {
    if ("reason" in tools) return;
    dataDir = mkdtempSync(path.join(tmpdir(), "utsav-faults-"));
    cluster = await startCluster(tools);
    await queryOnce(cluster.url, "create database utsav");
    const adminUrl = cluster.url;
    const databaseUrl = adminUrl.replace(/\/postgres$/, "/utsav");
    // Bookings in a loop from one address and number: the limits on public writes are lifted (RATE_LIMIT_MULTIPLIER).
    server = await spawnServer({
      NODE_ENV: "test",
      WEB: "off",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
      RATE_LIMIT_MULTIPLIER: "100000",
    });
    const base = server.url;

    let phase: Phase = "before";
    let stop = false;
    const outcomes: Outcome[] = [];
    let sequence = 0;
    const call = async (kind: Outcome["kind"], url: string, init: RequestInit = {}, key?: string) => {
      const startPhase = phase;
      const started = performance.now();
      let status: Outcome["status"] = "network error";
      let body: Outcome["body"];
      let retryAfter: string | null = null;
      try {
        // A hang shows as a network error (the abort) and a long time.
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_BOUND_MS * 3) });
        status = response.status;
        retryAfter = response.headers.get("retry-after");
        body = (await response.json()) as Outcome["body"];
      } catch {
        status = "network error";
      }
      outcomes.push({
        kind,
        key,
        phase: startPhase,
        endPhase: phase,
        ms: performance.now() - started,
        status,
        body,
        retryAfter,
        endedAt: Date.now(),
      });
    };
    const book = (key: string) =>
      call(
        "booking",
        `${base}/api/public/booking`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({
            offeringId: "JSS1",
            vendorName: "",
            offeringName: "",
            bookingData: { name: "Fault Test", mobile: "9845012345", address: "1 Test Road" },
          }),
        },
        key,
      );
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const bookings = async (w: number) => {
      while (!stop) {
        await book(`faults-${w}-${sequence++}`);
        await pause(10);
      }
    };
    const reads = async () => {
      while (!stop) {
        // Offsets vary, so most reads miss the cache and reach the database (a cached read may still answer 200).
        await call("read", `${base}/api/offerings?limit=5&offset=${sequence++ % 140}`);
        await call("ready", `${base}/api/health/ready`);
        await pause(10);
      }
    };
    const load = Promise.all([...Array.from({ length: 4 }, (_, w) => bookings(w)), reads(), reads()]);

    await pause(1500);
    phase = "stopping";
    await cluster.stop();
    phase = "outage";
    await pause(3000);
    phase = "starting";
    await cluster.start();
    const upAt = Date.now();
    phase = "after";
    let recoveredAt: number | undefined;
    while (!recoveredAt && Date.now() - upAt < RECOVERY_BOUND_MS + 2000) {
      recoveredAt = outcomes.find((o) => o.kind === "booking" && o.endedAt > upAt && o.status === 200)?.endedAt;
      await pause(100);
    }
    await pause(1500);
    stop = true;
    await load;

    // The process never went away, and every request was answered, in time, with 200 or a 503 envelope.
    expect(server.child.exitCode).toBeNull();
    expect(outcomes.filter((o) => o.status === "network error")).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(ANSWER_BOUND_MS);
    for (const o of outcomes.filter((x) => x.status !== 200)) {
      expect(o.status).toBe(503);
      expect(o.body).toMatchObject({ success: false, data: null, errorCode: "DATABASE_UNAVAILABLE" });
      expect(o.retryAfter).toBe("5");
    }
    const outage = outcomes.filter((o) => o.phase === "outage" && o.endPhase === "outage");
    expect(outage.filter((o) => o.kind === "booking").length).toBeGreaterThan(10);
    expect(outage.filter((o) => o.kind !== "read").every((o) => o.status === 503)).toBe(true);
    expect(outcomes.filter((o) => o.endPhase === "before").every((o) => o.status === 200)).toBe(true);

    // Service returns by itself: bookings succeed within the bound, and everything after the first does.
    expect(recoveredAt, "no booking succeeded after PostgreSQL came back").toBeDefined();
    expect(recoveredAt! - upAt).toBeLessThan(RECOVERY_BOUND_MS);
    expect(outcomes.filter((o) => o.phase === "after" && o.endedAt > recoveredAt! + 200).every((o) => o.status === 200)).toBe(true);

    // The catalogue change listener is back on its own connection too, within a few of its reconnection attempts
    // (every 2 s at most, packages/db/src/listen.ts).
    const listeners = () =>
      queryOnce<{ n: number }>(
        adminUrl,
        "select count(*)::int as n from pg_stat_activity where application_name = 'utsav-api-listen' and query ilike 'listen%'",
      );
    await expect.poll(async () => (await listeners())[0]?.n, { timeout: 10_000, interval: 250 }).toBe(1);

    // Every booking confirmed before or after the outage is there exactly once.
    const confirmed = outcomes.filter((o) => o.kind === "booking" && o.status === 200);
    expect(confirmed.filter((o) => o.phase === "before").length).toBeGreaterThan(5);
    expect(confirmed.filter((o) => o.phase === "after").length).toBeGreaterThan(5);
    const rows = await queryOnce<{ id: string; key: string }>(databaseUrl, "select id, idempotency_key as key from bookings");
    const byKey = new Map(rows.map((r) => [r.key, r.id]));
    expect(byKey.size).toBe(rows.length);
    for (const o of confirmed) expect(byKey.get(o.key!), o.key).toBe(o.body!.data!.bookingId);

    // And it still stops cleanly.
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
