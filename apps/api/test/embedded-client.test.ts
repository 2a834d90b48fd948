import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { EmbeddedClient } from "@utsav/db/embedded-client";
import { PreparedStatements } from "@utsav/db/prepared-statements";
import { MAKE_WAY_MS } from "../src/platform/database.ts";
import { buildTestApp } from "./helper.ts";

// Values of every kind drizzle reads as text, and a few it leaves to PGlite.
const VALUES = sql`select timestamp '2026-11-22 10:30:00' as ts, timestamptz '2026-11-22 10:30:00+05:30' as tstz, date '2026-11-22' as d,
  interval '1 day 2 hours' as iv, array[timestamptz '2026-11-22 10:30:00+00'] as tstzs, array[1.5, 2.25]::numeric[] as nums,
  array[date '2026-11-22'] as ds, 42 as n, array[1, 2] as ints, '{"a": [1]}'::jsonb as j, true as b, 4.5::real as r`;

describe("the embedded database client", () => {
  let embedded: EmbeddedClient;
  let plain: PGlite;
  beforeAll(async () => {
    [embedded, plain] = await Promise.all([EmbeddedClient.open(null, {}), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([embedded.close(), plain.close()]);
  });

  it("gives drizzle exactly what PGlite gives it, timestamps, dates and intervals as text", async () => {
    const [ours] = (await drizzle(embedded).execute(VALUES)).rows;
    const [theirs] = (await drizzle(plain).execute(VALUES)).rows;
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ tstz: "2026-11-22 05:00:00+00", d: "2026-11-22", n: 42, ints: [1, 2], j: { a: [1] }, b: true, r: 4.5 });
  });

  it("does not pass drizzle's parsers on with each query, and keeps any other parsers a query brings", async () => {
    const query = vi.spyOn(PreparedStatements.prototype, "run");
    try {
      await drizzle(embedded).execute(sql`select 1`);
      expect(query.mock.calls[0]![2]).not.toHaveProperty("parsers");
      const { rows } = await embedded.query("select 7 as n", [], { parsers: { 23: (value: string) => `#${value}` } });
      expect(rows).toEqual([{ n: "#7" }]);
    } finally {
      query.mockRestore();
    }
  });
});

describe("the embedded database making way for new connections", () => {
  let client: EmbeddedClient;
  beforeEach(async () => {
    client = await EmbeddedClient.open(null, {});
    await client.query("select 1");
  });
  afterEach(async () => {
    await client.close();
  });

  /** The order in which a statement and a turn of the event loop queued beside it finish. */
  async function orderOf(statement: () => Promise<unknown>): Promise<string[]> {
    const order: string[] = [];
    const turned = new Promise<void>((resolve) => setImmediate(() => resolve(void order.push("turn"))));
    await Promise.all([statement().then(() => order.push("statement")), turned]);
    return order;
  }

  it("runs statements without waiting for the event loop, unless it is making way for new connections", async () => {
    expect(await orderOf(() => client.query("select 1"))).toEqual(["statement", "turn"]);
    client.makeWay(1_000);
    expect(await orderOf(() => client.query("select 1"))).toEqual(["turn", "statement"]);
    expect(await orderOf(() => client.transaction((tx) => tx.query("select 1")))).toEqual(["turn", "statement"]);
  });

  it("makes way only for as long as it was asked", async () => {
    client.makeWay(5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await orderOf(() => client.query("select 1"))).toEqual(["statement", "turn"]);
  });

  it("still refuses a statement of a transaction that ended while it waited", async () => {
    let late: Promise<unknown> = Promise.resolve();
    client.makeWay(1_000);
    await client.transaction(async (tx) => {
      await tx.query("select 1");
      late = tx.query("select 2");
    });
    await expect(late).rejects.toThrow("Transaction is closed");
  });
});

describe("the server", () => {
  it("has the database make way as each new connection arrives", async () => {
    const app = await buildTestApp();
    try {
      const makeWay = vi.spyOn(app.database, "makeWay");
      const origin = await app.listen({ host: "127.0.0.1", port: 0 });
      const response = await fetch(`${origin}/api/health`);
      expect(response.status).toBe(200);
      expect(makeWay).toHaveBeenCalledWith(MAKE_WAY_MS);
    } finally {
      await app.close();
    }
  });
});
