import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { offerings } from "@utsav/db";
import type { ReadRouting } from "@utsav/db";
import { buildTestApp, getJson } from "./helper.ts";
import { ownClusterSkipReason, postgresTools, queryOnce, startCluster } from "./postgres-helper.ts";
import type { Cluster } from "./postgres-helper.ts";

// The storefront's and search's reads on a streaming replica (docs/decisions/0077), with a real primary and a real
// hot standby made by pg_basebackup: reads go to the replica while it is fresh; a catalogue change is read from the
// primary until the replica has replayed it; a replica lagging past the bound, or stopped, sends reads to the primary,
// and no read fails meanwhile.

const tools = postgresTools();
const skipReason = ownClusterSkipReason();

const MAX_LAG_MS = 600;
let primary: Cluster | undefined;
let replica: Cluster | undefined;
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await replica?.destroy();
  await primary?.destroy();
});

type Offering = { data: { offering: { title: string } } };

const routing = (): ReadRouting => app!.database.readRouting()!;
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what}: ${JSON.stringify(routing())}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** A search no cache has seen, so that it reads the database. */
let searches = 0;
const freshSearch = () => app!.inject({ method: "POST", url: "/api/search", payload: { query: `diwali ${++searches}`, limit: 5 } });

describe.skipIf(skipReason)(`reads on a streaming replica${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it(
    "reads on the replica while fresh, the primary after a change, past the lag bound and while it is down",
    { timeout: 120_000 },
    async () => {
      if ("reason" in tools) return;
      primary = await startCluster(tools);
      await queryOnce(primary.url, "create database utsav");
      replica = await startCluster(tools, primary);
      const onPrimary = primary.url.replace(/\/postgres$/, "/utsav");
      const onReplica = replica.url.replace(/\/postgres$/, "/utsav");
      app = await buildTestApp({
        database: {
          kind: "postgres",
          url: onPrimary,
          replica: { url: onReplica, maxLagMs: MAX_LAG_MS, probeMs: 50 },
          poolMax: 5,
          statementTimeoutMs: 5000,
        },
      });

      // Fresh: search and the storefront read on the replica.
      await until("fresh", () => routing().target === "replica");
      const before = routing().readsOnReplica;
      expect((await freshSearch()).statusCode).toBe(200);
      const slug = "corporate-diwali-decor";
      expect((await getJson<Offering>(app, `/api/offerings/${slug}`)).body.data.offering.title).toBe("Corporate Diwali Decor");
      expect(routing().readsOnReplica).toBeGreaterThan(before);

      // A change, while the replica replays nothing: read from the primary at once, never the old title.
      await queryOnce(onReplica, "select pg_wal_replay_pause()");
      await app.database.db.update(offerings).set({ title: "Corporate Diwali Decor 2026" }).where(eq(offerings.id, "DID1"));
      app.catalogue.invalidate();
      expect((await getJson<Offering>(app, `/api/offerings/${slug}`)).body.data.offering.title).toBe("Corporate Diwali Decor 2026");
      expect(routing()).toMatchObject({ target: "primary", reason: "fenced" });
      // Replaying again, the replica catches up and serves once more.
      await queryOnce(onReplica, "select pg_wal_replay_resume()");
      await until("fresh after the change", () => routing().target === "replica");

      // A replica lagging past the bound (its replay paused while the primary writes) loses the reads.
      await queryOnce(onReplica, "select pg_wal_replay_pause()");
      await queryOnce(onPrimary, "create table lag_probe (n int); insert into lag_probe values (1)");
      await until("lagging", () => routing().reason === "lagging", MAX_LAG_MS * 10);
      const lagged = routing().readsOnPrimary;
      expect((await freshSearch()).statusCode).toBe(200);
      expect(routing().readsOnPrimary).toBeGreaterThan(lagged);
      await queryOnce(onReplica, "select pg_wal_replay_resume()");
      await until("fresh after lagging", () => routing().target === "replica");

      // The replica stops under reads: every read is answered, from the primary once it is gone.
      let stopping = true;
      const answers: number[] = [];
      const reads = (async () => {
        while (stopping) answers.push((await freshSearch()).statusCode);
      })();
      await new Promise((r) => setTimeout(r, 200));
      await replica.stop();
      await until("down", () => routing().reason === "down");
      const down = routing().readsOnPrimary;
      await new Promise((r) => setTimeout(r, 200));
      stopping = false;
      await reads;
      expect(answers.length).toBeGreaterThan(5);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      expect(routing().readsOnPrimary).toBeGreaterThan(down);

      // Started again, it serves again.
      await replica.start();
      await until("fresh after the restart", () => routing().target === "replica");
    },
  );
});
