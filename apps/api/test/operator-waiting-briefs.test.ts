import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefMatches } from "@utsav/db";
import { BRIEF_MESSAGES, WAITING_MESSAGES } from "@utsav/domain";
import { accept, consumer, dateBrief, inDays, queued, quote, quoteIdOf, quotingVendor, sentBrief } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { auditRows as auditOf, groupOf, waitingCalls } from "./waiting-helper.ts";

// Briefs whose vendors have not answered (docs/decisions/0037): listed past the threshold under each vendor that has
// not answered, both sides' numbers read on the record, and sending a brief to more vendors by the rule that chose
// the first ones. Bookings: operator-waiting.test.ts.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let calls: ReturnType<typeof waitingCalls>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app);
  calls = waitingCalls(app, operator.headers);
});
afterAll(async () => {
  await app.close();
});

const post = (...args: Parameters<typeof calls.post>) => calls.post(...args);
const waiting = (query?: string) => calls.waiting(query);
const auditRows = (action: Parameters<typeof auditOf>[1], target: string) => auditOf(app, action, target);

describe("briefs nobody answered", () => {
  let near: QuotingVendor;
  beforeAll(async () => {
    near = await quotingVendor(app, { area: "HSR Layout", radiusKm: 10, leadTimeDays: 1 });
  });

  const matchesOf = (briefId: string) => app.database.db.select().from(briefMatches).where(eq(briefMatches.briefId, briefId));

  it("lists a brief a vendor has left unanswered past the threshold, with how many more vendors it can reach", async () => {
    const shopper = await consumer(app);
    const id = await sentBrief(app, shopper.headers);
    await app.database.db
      .update(briefMatches)
      .set({ createdAt: sql`now() - interval '30 hours'` })
      .where(and(eq(briefMatches.briefId, id), eq(briefMatches.vendorId, near.vendorId)));
    const later = await quotingVendor(app, { area: "HSR Layout", radiusKm: 10, leadTimeDays: 1 });

    const listed = groupOf(await waiting(), near.vendorId)?.briefs.find((b) => b.id === id);
    expect(listed).toMatchObject({ occasion: "Birthday", locality: "HSR Layout", vendorsCount: (await matchesOf(id)).length });
    expect(listed!.canReach).toBeGreaterThanOrEqual(1);
    // The other vendors had it for less than the threshold: it waits on the one vendor only.
    const under = (await waiting()).groups.filter((g) => g.briefs.some((b) => b.id === id)).map((g) => g.vendorId);
    expect(under).toEqual([near.vendorId]);

    const contacts = await post(`/api/operator/briefs/${id}/vendors/${near.vendorId}/contacts`);
    expect(contacts.statusCode, contacts.body).toBe(200);
    expect(contacts.json().data).toEqual({
      vendor: { name: near.businessName, phone: near.phone },
      shopper: { name: null, phone: shopper.phone },
    });
    expect(await auditRows("brief.contacts_revealed", id)).toHaveLength(1);
    expect((await post(`/api/operator/briefs/${id}/vendors/${later.vendorId}/contacts`)).statusCode).toBe(404);
  });

  it("re-sends a brief to vendors not yet asked: new matches, their messages, the shopper's count and the audit row", async () => {
    const shopper = await consumer(app);
    const id = await sentBrief(app, shopper.headers);
    const before = (await matchesOf(id)).length;
    const newcomer = await quotingVendor(app, { area: "HSR Layout", radiusKm: 10, leadTimeDays: 1 });

    const response = await post(`/api/operator/briefs/${id}/resend`);
    expect(response.statusCode, response.body).toBe(200);
    const { added, vendorsCount } = response.json().data as { added: number; vendorsCount: number };
    expect(added).toBeGreaterThanOrEqual(1);
    expect(vendorsCount).toBe(before + added);
    const matches = await matchesOf(id);
    expect(matches).toHaveLength(vendorsCount);
    expect(matches.find((m) => m.vendorId === newcomer.vendorId)).toMatchObject({ answer: "new", categories: ["decor"] });
    const told = await queued(app, `brief:${id}:matched:${newcomer.vendorId}`);
    expect(told).toEqual([expect.objectContaining({ recipient: newcomer.phone, template: "brief_matched_vendor_sms" })]);
    const mine = await app.inject({ method: "GET", url: `/api/consumer/briefs/${id}`, headers: shopper.headers });
    expect(mine.json().data.vendorsCount).toBe(vendorsCount);
    expect(await auditRows("brief.resent", id)).toEqual([
      expect.objectContaining({ actorId: operator.userId, detail: { vendors: expect.arrayContaining([newcomer.vendorId]) } }),
    ]);
    // The newcomer sees it among its requests.
    const theirs = await app.inject({ method: "GET", url: `/api/vendor/briefs/${id}`, headers: newcomer.headers });
    expect(theirs.statusCode, theirs.body).toBe(200);

    // Nobody is left to ask: 422, nothing written.
    const again = await post(`/api/operator/briefs/${id}/resend`);
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({ success: false, errorMessage: WAITING_MESSAGES.noMoreVendors });
    expect(await matchesOf(id)).toHaveLength(vendorsCount);
    expect(await auditRows("brief.resent", id)).toHaveLength(1);
  });

  it("refuses a booked brief and one past its date (409), and an unknown one (404)", async () => {
    const shopper = await consumer(app);
    const booked = await sentBrief(app, shopper.headers);
    expect((await quote(app, near, booked, { price: 15000, included: "Arch and backdrop", validUntil: inDays(2) })).statusCode).toBe(200);
    expect((await accept(app, shopper.headers, booked, await quoteIdOf(app, booked, near.vendorId))).statusCode).toBe(200);
    await quotingVendor(app, { area: "HSR Layout", radiusKm: 10, leadTimeDays: 1 });
    const refused = await post(`/api/operator/briefs/${booked}/resend`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, errorMessage: BRIEF_MESSAGES.booked });

    const past = await sentBrief(app, (await consumer(app)).headers);
    await dateBrief(app, past, inDays(-1));
    const expired = await post(`/api/operator/briefs/${past}/resend`);
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json().errorMessage).toBe(BRIEF_MESSAGES.expired);

    expect((await post("/api/operator/briefs/br_not_there/resend")).statusCode).toBe(404);
    expect(await auditRows("brief.resent", booked)).toEqual([]);
  });
});
