import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { builtOnce, notificationOutbox, offerings, queryRows, UNNAMED } from "@utsav/db";
import type { Db } from "@utsav/db";
import { liveOffering } from "../src/modules/catalogue/storefront-gate.ts";
import { TermsRepository } from "../src/modules/terms/terms-repository.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { buildTestApp } from "./helper.ts";

// Queries drizzle builds once for each database handle (packages/db/src/built-once.ts, docs/decisions/0089): each
// run takes its own values, sees what changed since it was built, and reaches PostgreSQL as an unnamed statement,
// which PgBouncer in transaction mode passes through.

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
});
afterAll(async () => {
  await app.close();
});

describe("queries built once", () => {
  it("are built once for a database handle, and again for another", async () => {
    let builds = 0;
    const query = builtOnce((on) => {
      builds++;
      return on
        .select({ id: offerings.id })
        .from(offerings)
        .where(eq(offerings.id, sql.placeholder("id")))
        .prepare(UNNAMED);
    });
    expect(query(db)).toBe(query(db));
    expect(builds).toBe(1);
    const inTransaction = await db.transaction(async (tx) => {
      const built = query(tx);
      expect(built).not.toBe(query(db));
      return built.execute({ id: "JSS1" });
    });
    expect(builds).toBe(2);
    expect(inTransaction).toEqual([{ id: "JSS1" }]);
    expect(await query(db).execute({ id: "no-such-offering" })).toEqual([]);
  });

  it("read each offering with its own values, and see a change made after they were built", async () => {
    const first = await liveOffering(db, "JSS1");
    const other = await liveOffering(db, "JSS2");
    expect([first?.offering.id, other?.offering.id]).toEqual(["JSS1", "JSS2"]);
    expect(first?.vendor.id).toBe(first?.offering.vendorId);

    await db.update(offerings).set({ hiddenAt: new Date() }).where(eq(offerings.id, "JSS2"));
    expect(await liveOffering(db, "JSS2")).toBeNull();
    expect((await liveOffering(db, "JSS1"))?.offering.id).toBe("JSS1");
    await db.update(offerings).set({ hiddenAt: null }).where(eq(offerings.id, "JSS2"));
    expect((await liveOffering(db, "JSS2"))?.offering.id).toBe("JSS2");
  });

  it("read a vendor's terms by its id, in and out of a transaction", async () => {
    const terms = new TermsRepository(db);
    const vendorId = (await liveOffering(db, "JSS1"))?.vendor.id ?? "";
    const outside = await terms.ofVendor(vendorId);
    expect(await db.transaction((tx) => terms.ofVendor(vendorId, tx))).toEqual(outside);
    expect(await terms.ofVendor("no-such-vendor")).toBeNull();
  });

  it("mark a message sent at the time it was sent, each with its own id and token", async () => {
    const outbox = new OutboxRepository(db);
    const keys = [`built-once:${Date.now()}:1`, `built-once:${Date.now()}:2`];
    const draft = { channel: "sms" as const, recipient: "+919845000001", template: "booking_received_vendor_sms" };
    await OutboxRepository.enqueue(
      db,
      keys.map((eventKey) => ({ ...draft, eventKey, variables: { booking: "#1" }, subject: null, text: "hello" })),
    );
    const rows = await db.select({ id: notificationOutbox.id }).from(notificationOutbox).where(inArray(notificationOutbox.eventKey, keys));
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(2);
    for (const id of ids)
      await db
        .update(notificationOutbox)
        .set({ status: "pending", claimToken: `token-${id}`, sentAt: null })
        .where(eq(notificationOutbox.id, id));
    const before = Date.now();
    expect(await outbox.markSent(ids[0] ?? "", `token-${ids[1]}`)).toBe(false);
    for (const id of ids) expect(await outbox.markSent(id, `token-${id}`)).toBe(true);
    for (const id of ids) {
      const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
      expect(row).toMatchObject({ status: "sent", claimToken: null, lockedUntil: null, lastError: null });
      expect(Math.abs((row?.sentAt?.getTime() ?? 0) - before)).toBeLessThan(5_000);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("reach PostgreSQL as unnamed statements, which a transaction pooler passes through", async () => {
    // A transaction keeps one server connection: what it prepared there is in its pg_prepared_statements.
    const prepared = await db.transaction(async (tx) => {
      expect((await liveOffering(tx, "JSS1"))?.offering.id).toBe("JSS1");
      await new TermsRepository(tx).ofVendor("no-such-vendor", tx);
      return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements`);
    });
    expect(prepared[0]?.n).toBe(0);
  });
});
