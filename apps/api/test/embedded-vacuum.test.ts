import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { notificationOutbox } from "@utsav/db";
import { EmbeddedClient } from "@utsav/db/embedded-client";
import { ANALYZE_EVERY, BUSY_TABLES, vacuumWhileBusy } from "@utsav/db/embedded-vacuum";
import { buildTestApp } from "./helper.ts";

// The embedded database's own vacuum (docs/decisions/0095): PGlite runs no autovacuum.

const vacuums = (options: string) => BUSY_TABLES.map((table) => `vacuum (${options}) ${table}`);

/** A database that counts changed rows as told, and records what it is asked to run. */
function fakeDatabase(fail: (query: string) => boolean = () => false) {
  let changed = 0;
  const ran: string[] = [];
  return {
    ran,
    work: () => void changed++,
    rowsChanged: () => changed,
    exec: async (query: string) => {
      ran.push(query);
      if (fail(query)) throw new Error("disk full");
    },
  };
}

describe("vacuuming the embedded database", () => {
  it("vacuums each busy table, indexes included, only after rows changed, and analyses them now and then", async () => {
    const database = fakeDatabase();
    const stop = vacuumWhileBusy(database, () => {}, 10);
    try {
      await new Promise((r) => setTimeout(r, 60));
      expect(database.ran).toEqual([]);
      database.work();
      await vi.waitFor(() => expect(database.ran).toHaveLength(BUSY_TABLES.length), { timeout: 2000, interval: 5 });
      expect(database.ran).toEqual(vacuums("analyze, index_cleanup on"));
      await new Promise((r) => setTimeout(r, 60));
      // Nothing changed since, so nothing more is vacuumed.
      expect(database.ran).toHaveLength(BUSY_TABLES.length);
      for (let run = 1; run <= ANALYZE_EVERY; run++) {
        database.work();
        await vi.waitFor(() => expect(database.ran).toHaveLength((run + 1) * BUSY_TABLES.length), { timeout: 2000, interval: 5 });
      }
      expect(database.ran.slice(BUSY_TABLES.length, 2 * BUSY_TABLES.length)).toEqual(vacuums("index_cleanup on"));
      expect(database.ran.slice(-BUSY_TABLES.length)).toEqual(vacuums("analyze, index_cleanup on"));
    } finally {
      await stop();
    }
  });

  it("reports a failed vacuum and tries again after more work; stopping ends it", async () => {
    const database = fakeDatabase((query) => query.includes("scheduled_jobs"));
    const errors: unknown[] = [];
    const stop = vacuumWhileBusy(database, (error) => errors.push(error), 10);
    database.work();
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 2000, interval: 5 });
    expect(database.ran).toEqual(vacuums("analyze, index_cleanup on").slice(0, 2));
    database.work();
    await vi.waitFor(() => expect(errors).toHaveLength(2), { timeout: 2000, interval: 5 });
    await stop();
    const after = database.ran.length;
    database.work();
    await new Promise((r) => setTimeout(r, 60));
    expect(database.ran).toHaveLength(after);
  });

  it("counts the rows the embedded database's statements change, not the rows they read", async () => {
    const client = await EmbeddedClient.open(null, {});
    try {
      const db = drizzle(client);
      await db.execute(sql`create table polled (id int primary key, done boolean not null default false)`);
      const before = client.rowsChanged();
      await db.execute(sql`insert into polled (id) select generate_series(1, 3)`);
      expect(client.rowsChanged() - before).toBe(3);
      // A worker's poll that finds nothing due reads and changes nothing: it does not call for a vacuum.
      await db.execute(sql`select id from polled where done`);
      await db.execute(sql`update polled set done = true where id > 5`);
      expect(client.rowsChanged() - before).toBe(3);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update polled set done = true where id <= 2`);
        await tx.execute(sql`delete from polled where id = 3`);
      });
      expect(client.rowsChanged() - before).toBe(6);
    } finally {
      await client.close();
    }
  });

  // PostgreSQL's autovacuum does this there, on its own schedule.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "keeps the outbox's claim reading what is due, not every message ever sent",
    async () => {
      const app = await buildTestApp();
      try {
        expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
        const db = app.database.db;
        // 400 messages queued and sent, in one transaction so that the app's worker never sees them pending: each
        // leaves an entry in the index of due messages that only a vacuum removes.
        await db.transaction(async (tx) => {
          await tx.insert(notificationOutbox).values(
            Array.from({ length: 400 }, (_, i) => ({
              id: `ob_vacuum_${i}`,
              eventKey: `vacuum:${i}`,
              channel: "sms",
              recipient: "+919800000000",
              template: "booking_received",
              variables: {},
              text: "-",
            })),
          );
          await tx
            .update(notificationOutbox)
            .set({ status: "sent", sentAt: new Date() })
            .where(sql`${notificationOutbox.id} like 'ob_vacuum_%'`);
        });
        // What the planner knows of the table: the seeded database's statistics (an empty outbox) until a vacuum
        // counts its rows again, and a vacuum with analysis refreshes what it knows of the columns too.
        const known = async () => {
          const { rows } = await db.execute(sql`select c.reltuples::int as tuples,
            (select count(*)::int from pg_stats s where s.tablename = 'notification_outbox' and s.attname = 'status') as columns
          from pg_class c where c.relname = 'notification_outbox'`);
          return rows[0];
        };
        expect(await known()).toMatchObject({ columns: 0 });
        // Within a few of the vacuum's intervals (2 s).
        await vi.waitFor(async () => expect(await known()).toEqual({ tuples: 400, columns: 1 }), { timeout: 8000, interval: 250 });
        // The claim then reads its batch from the index in order, and the sent messages' entries are gone from it.
        const plan = await db.execute(sql`explain (analyze, buffers) update notification_outbox o set claim_token = 'x'
        from (select id from notification_outbox where status = 'pending' and available_at <= now()
          and (locked_until is null or locked_until <= now()) order by available_at, id limit 20 for update skip locked) due
        where o.id = due.id returning o.id`);
        const text = plan.rows.map((row) => Object.values(row)[0]).join("\n");
        expect(text).not.toMatch(/Sort/);
        expect(Number(/shared hit=(\d+)/.exec(text)?.[1])).toBeLessThan(10);
      } finally {
        await app.close();
      }
    },
    30_000,
  );
});
