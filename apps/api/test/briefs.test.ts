import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefs } from "@utsav/db";
import { BRIEF_MESSAGES } from "@utsav/domain";
import { briefBody, dateBrief, inDays, pauseDirectly, queued, quotingVendor, sendBrief, sentBrief, consumer } from "./briefs-helper.ts";
import type { QuotingVendor } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// Requests for proposals (docs/decisions/0023): a brief reaches the vendors that match it and no others, each told in
// the brief's own transaction; the consumer and the matched vendors alone see it; limits and bad input.

let app: FastifyInstance;
let near: QuotingVendor;
beforeAll(async () => {
  app = await buildTestApp();
  near = await quotingVendor(app, { area: "Indiranagar", radiusKm: 10, leadTimeDays: 3 });
});
afterAll(async () => {
  await app.close();
});

const vendorGet = (vendor: { headers: Record<string, string> }, url: string) => app.inject({ method: "GET", url, headers: vendor.headers });

describe("matching", () => {
  it("sends a brief to the vendors that sell its category, serve its locality, can be booked by its date and are live", async () => {
    const far = await quotingVendor(app, { area: "Yelahanka", radiusKm: 5 });
    const slow = await quotingVendor(app, { leadTimeDays: 20 });
    const gifts = await quotingVendor(app, { category: "gifts" });
    const paused = await quotingVendor(app);
    await pauseDirectly(app, paused.vendorId);
    const waiting = await quotingVendor(app, { approved: false });
    const { headers } = await consumer(app);

    const response = await sendBrief(app, headers);
    expect(response.statusCode, response.body).toBe(200);
    const brief = response.json().data;
    expect(brief).toMatchObject({ status: "open", occasion: "Birthday", locality: "HSR Layout", categories: ["decor"], quotes: [] });
    expect(brief.vendorsCount).toBeGreaterThanOrEqual(1);

    const listed = async (v: QuotingVendor) =>
      ((await vendorGet(v, "/api/vendor/briefs")).json().data.briefs as { id: string }[]).some((b) => b.id === brief.id);
    expect(await listed(near)).toBe(true);
    for (const other of [far, slow, gifts, paused, waiting]) expect(await listed(other), other.businessName).toBe(false);

    // Each matched vendor was told in the brief's transaction: one SMS to its account phone, and none to the others.
    const messages = await queued(app, `brief:${brief.id}:matched:`);
    expect(messages.find((m) => m.eventKey.endsWith(`:${near.vendorId}`))).toMatchObject({
      channel: "sms",
      recipient: near.phone,
      template: "brief_matched_vendor_sms",
    });
    for (const other of [far, slow, gifts, paused, waiting])
      expect(messages.some((m) => m.eventKey.endsWith(`:${other.vendorId}`))).toBe(false);
    expect(messages[0]!.text).toMatch(/^New request #\w{8}: Birthday on .* in HSR Layout\. Send your quote at .*\/vendor\/briefs\/br_/);
  });

  it("refuses a brief no vendor can take (422), storing nothing", async () => {
    const { headers, userId } = await consumer(app);
    const response = await sendBrief(app, headers, briefBody({ locality: "Devanahalli" }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errorMessage: BRIEF_MESSAGES.noVendors, errorCode: "NO_MATCHING_VENDORS" });
    expect(await app.database.db.select().from(briefs).where(eq(briefs.userId, userId))).toEqual([]);
  });
});

describe("who sees a brief", () => {
  it("its shopper and its matched vendors only: anyone else's id is 404, as one that does not exist", async () => {
    const owner = await consumer(app);
    const id = await sentBrief(app, owner.headers);
    const stranger = await consumer(app);
    const unmatched = await quotingVendor(app, { area: "Yelahanka", radiusKm: 5 });

    expect((await app.inject({ method: "GET", url: `/api/consumer/briefs/${id}`, headers: owner.headers })).statusCode).toBe(200);
    const theirs = await app.inject({ method: "GET", url: `/api/consumer/briefs/${id}`, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, data: null, errorMessage: BRIEF_MESSAGES.briefNotFound });
    expect((await app.inject({ method: "GET", url: "/api/consumer/briefs", headers: stranger.headers })).json().data.briefs).toEqual([]);

    const seen = await vendorGet(near, `/api/vendor/briefs/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id, answer: "new", canAnswer: true, matchedCategories: ["decor"], guests: 40 });
    expect(seen.json().data.offerings).toEqual([{ id: near.offering.id, title: near.offering.title, category: "decor" }]);
    // The vendor reads the brief, never the consumer's number, before a quote of theirs is accepted.
    expect(seen.body).not.toContain(owner.phone.slice(3));

    for (const [method, url, payload] of [
      ["GET", `/api/vendor/briefs/${id}`, undefined],
      ["POST", `/api/vendor/briefs/${id}/quote`, { price: 1000, included: "x", validUntil: inDays(2) }],
      ["POST", `/api/vendor/briefs/${id}/decline`, {}],
      ["GET", "/api/vendor/briefs/br_not_there", undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: unmatched.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errorMessage).toBe(BRIEF_MESSAGES.briefNotFound);
    }
  });
});

describe("limits and bad input", () => {
  it("refuses what the rules refuse, with the form's messages", async () => {
    // Each from its own consumer: a consumer may send 10 a hour, refused or not (the anti-automation limit).
    const refused = async (body: Record<string, unknown>, message: string | RegExp) => {
      const response = await sendBrief(app, (await consumer(app)).headers, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errorMessage).toMatch(message);
    };
    await refused(briefBody({ budgetMin: 30000, budgetMax: 20000 }), BRIEF_MESSAGES.budgetOrder);
    await refused(briefBody({ budgetMin: 0 }), BRIEF_MESSAGES.rupeesInvalid);
    await refused(briefBody({ budgetMax: 2500.5 }), BRIEF_MESSAGES.rupeesInvalid);
    await refused(briefBody({ budgetMax: -5 }), BRIEF_MESSAGES.rupeesInvalid);
    await refused(briefBody({ eventDate: inDays(-1) }), BRIEF_MESSAGES.dateInPast);
    await refused(briefBody({ eventDate: "2030-02-30" }), BRIEF_MESSAGES.dateRequired);
    await refused(briefBody({ locality: "Atlantis" }), /We could not find "Atlantis" among Bengaluru's localities/);
    await refused(briefBody({ categories: [] }), BRIEF_MESSAGES.categoriesRequired);
    await refused(briefBody({ categories: ["cakes"] }), /^Categories must be one of: decor/);
    await refused(briefBody({ occasion: "Funeral" }), BRIEF_MESSAGES.occasionRequired);
    await refused(briefBody({ guests: 0 }), BRIEF_MESSAGES.guestsInvalid);
    await refused(briefBody({ notes: "x".repeat(1001) }), BRIEF_MESSAGES.notesTooLong);
    await refused(briefBody({ photoIds: ["a", "b", "c", "d", "e", "f"] }), BRIEF_MESSAGES.tooManyPhotos);
    await refused(briefBody({ vendorId: "v1" }), /vendorId/);
    // Diwali, corporate events and housewarmings, what most of the catalogue is made for, are occasions too.
    for (const occasion of ["Diwali", "Corporate event", "Housewarming"]) {
      const sent = await sendBrief(app, (await consumer(app)).headers, briefBody({ occasion }));
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.occasion).toBe(occasion);
    }
    // A pincode is a locality too.
    expect((await sendBrief(app, (await consumer(app)).headers, briefBody({ locality: "560102" }))).json().data.locality).toBe(
      "HSR Layout",
    );
  });

  it("keeps at most 3 briefs open; a brief past its date no longer counts", async () => {
    const { headers } = await consumer(app);
    const ids = [await sentBrief(app, headers), await sentBrief(app, headers), await sentBrief(app, headers)];
    const fourth = await sendBrief(app, headers);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ errorMessage: BRIEF_MESSAGES.openLimit, errorCode: "BRIEF_LIMIT" });
    await dateBrief(app, ids[0]!, inDays(-1));
    expect((await sendBrief(app, headers)).statusCode).toBe(200);
    const list = (await app.inject({ method: "GET", url: "/api/consumer/briefs", headers })).json().data.briefs as {
      id: string;
      status: string;
    }[];
    expect(list).toHaveLength(4);
    expect(list.find((b) => b.id === ids[0])!.status).toBe("expired");
  });

  it("takes at most 10 briefs an hour from one shopper, refused ones too, against automation (429)", async () => {
    const { headers } = await consumer(app);
    const bad = briefBody({ budgetMin: 0 });
    for (let i = 0; i < 10; i++) expect((await sendBrief(app, headers, bad)).statusCode).toBe(400);
    const limited = await sendBrief(app, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: "RATE_LIMITED" });
  });

  it.skipIf(!process.env.DATABASE_URL)("holds the limit of 3 under parallel requests on PostgreSQL", async () => {
    const { headers, userId } = await consumer(app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => sendBrief(app, headers)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const [row] = await app.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(briefs)
      .where(eq(briefs.userId, userId));
    expect(row!.n).toBe(3);
  });
});

describe("reference photos", () => {
  const upload = (headers: Record<string, string>, files: { body: Buffer; filename: string; type: string }[]) => {
    const form = new FormData();
    for (const f of files) form.append("photos", new Blob([new Uint8Array(f.body)], { type: f.type }), f.filename);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return request.arrayBuffer().then((body) =>
      app.inject({
        method: "POST",
        url: "/api/consumer/briefs/photos",
        headers: { ...headers, "content-type": request.headers.get("content-type")! },
        payload: Buffer.from(body),
      }),
    );
  };
  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffd166" } })
      .png()
      .toBuffer();

  it("are checked like every upload, kept with the brief, and belong to one brief of their own shopper", async () => {
    const owner = await consumer(app);
    const uploaded = await upload(owner.headers, [
      { body: await png(), filename: "arch.png", type: "image/png" },
      { body: await png(), filename: "cake.png", type: "image/png" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photos = uploaded.json().data.photos as { id: string; url: string; name: string }[];
    expect(photos.map((p) => p.name)).toEqual(["arch.png", "cake.png"]);
    expect(photos[0]!.url).toMatch(/^\/media\/briefs\/[\w-]+\.webp$/);

    const notImage = await upload(owner.headers, [{ body: Buffer.from("not a picture"), filename: "a.png", type: "image/png" }]);
    expect(notImage.statusCode).toBe(400);

    const stranger = await consumer(app);
    const stolen = await sendBrief(app, stranger.headers, briefBody({ photoIds: [photos[0]!.id] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorMessage).toBe(BRIEF_MESSAGES.photoNotFound);

    const sent = await sendBrief(app, owner.headers, briefBody({ photoIds: photos.map((p) => p.id).reverse() }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.photos.map((p: { id: string }) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);
    const again = await sendBrief(app, owner.headers, briefBody({ photoIds: [photos[0]!.id] }));
    expect(again.json().errorMessage).toBe(BRIEF_MESSAGES.photoNotFound);
    // The matched vendor sees them.
    const seen = await vendorGet(near, `/api/vendor/briefs/${sent.json().data.id}`);
    expect(seen.json().data.photos).toHaveLength(2);
  });
});
