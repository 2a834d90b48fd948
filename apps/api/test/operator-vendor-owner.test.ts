import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { envelope, maskedPhone, VENDOR_TEAM_MESSAGES, vendorOwnerSchema, vendorProfileSchema } from "@utsav/domain";
import { appMeta, offerings, seedCatalogue, vendorInvites, vendorMembers, vendorProfiles, vendors, vendorTerms } from "@utsav/db";
import { freshClient, signIn } from "./accounts-helper.ts";
import { deliveredMessages, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { onboardVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";
import { inviteLocalOwners, LOCAL_OWNER_NUMBERS } from "../src/modules/vendors/local-owner-invites.ts";
import { RATE_LIMITS } from "../src/platform/rate-limiter.ts";

// Catalogue vendors become real vendors (docs/decisions/0033): operators invite a business's owner from the console,
// on the record; the owner signs in at /vendor/login and finds the business, its offerings and bookings.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app, "Priya Ops");
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload?: object, headers = operator.headers) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });
const inviteOwner = (vendorId: string, phoneNumber: string) => post(`/api/operator/vendors/${vendorId}/owner-invites`, { phoneNumber });
const jayaOfferings = CATALOGUE.offerings.filter((o) => o.vendorKey === "jaya-studio").map((o) => o.id);

describe("linking a catalogue vendor's owner", () => {
  it("links Jaya Studio's owner: they sign in and find its profile, offerings and bookings", async () => {
    const { phone } = freshClient();
    const invited = await inviteOwner("jaya-studio", phone);
    expect(invited.statusCode, invited.body).toBe(200);
    const state = envelope(vendorOwnerSchema).parse(invited.json()).data;
    expect(state).toMatchObject({ owner: null, invite: { phone: `+91${phone}` } });
    // The invited phone is told by SMS; the console's page shows the invitation waiting.
    const sms = (await deliveredMessages(app)).find((m) => m.to === `+91${phone}`);
    expect(sms?.text).toContain("run Jaya Studio Spaces on Utsav");
    const detail = await get("/api/operator/vendors/jaya-studio", operator.headers);
    expect(detail.json().data.owner.invite.id).toBe(state.invite?.id);
    // On the record, with the number masked.
    const audit = await get("/api/operator/audit?vendorId=jaya-studio", operator.headers);
    const [entry] = audit.json().data.entries;
    expect(entry).toMatchObject({ action: "vendor.owner_invited", actorName: "Priya Ops", target: state.invite?.id });
    expect(entry.detail).toEqual({ phone: maskedPhone(`+91${phone}`) });
    expect(audit.body).not.toContain(phone);

    const owner = await signIn(app, "vendor", phone);
    const headers = vendorHeaders(owner.cookie);
    const profile = await get("/api/vendor/profile", headers);
    expect(profile.statusCode, profile.body).toBe(200);
    const business = envelope(vendorProfileSchema).parse(profile.json()).data;
    expect(business).toMatchObject({
      vendorId: "jaya-studio",
      businessName: "Jaya Studio Spaces",
      state: "submitted",
      kycState: "approved",
      reviewState: "approved",
      missingSections: [],
    });
    // The sections show what shoppers see of it: its name and words, its area and terms, the owner's number to call.
    expect(business.sections.business).toMatchObject({ businessName: "Jaya Studio Spaces", categories: ["decor"] });
    expect(business.sections.service).toMatchObject({ area: "HSR Layout", leadTimeDays: 1 });
    expect(business.sections.contact).toMatchObject({ phoneNumber: `+91${phone}` });
    expect(business.sections.terms?.cancellationPolicy.length).toBeGreaterThanOrEqual(10);

    const offerings = await get("/api/vendor/offerings", headers);
    expect(
      offerings
        .json()
        .data.offerings.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([...jayaOfferings].sort());
    const bookingId = await placeBooking(app, "JSS1", { name: "Meera", mobile: freshMobile(), address: "12 HSR Layout" });
    const bookings = await get("/api/vendor/bookings", headers);
    expect(bookings.json().data.needsAnswer.map((b: { id: string }) => b.id)).toContain(bookingId);
    const confirmed = await setStatus(app, headers, bookingId, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const url of ["/api/vendor/dashboard", "/api/vendor/leads", "/api/vendor/briefs", "/api/vendor/team"]) {
      expect((await get(url, headers)).statusCode, url).toBe(200);
    }

    const linked = (await get("/api/operator/vendors/jaya-studio", operator.headers)).json().data;
    expect(linked.owner).toEqual({ owner: expect.objectContaining({ userId: owner.userId, phone: `+91${phone}` }), invite: null });
    // A second owner is refused now that it has one.
    const second = await inviteOwner("jaya-studio", freshClient().phone);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, data: null, errorMessage: VENDOR_TEAM_MESSAGES.hasOwner });
  });

  it("leaves a linked business as its owner keeps it when the catalogue is seeded again", async () => {
    const db = app.database.db;
    // Jaya Studio was linked above; Deepam Gifts has no owner.
    await db.update(vendors).set({ description: "Owner's own words." }).where(eq(vendors.id, "jaya-studio"));
    await db.update(offerings).set({ title: "Owner's kit" }).where(eq(offerings.id, "JSS1"));
    await db.update(vendorTerms).set({ leadTimeDays: 9 }).where(eq(vendorTerms.vendorId, "jaya-studio"));
    await db.update(vendors).set({ description: "Edited by hand." }).where(eq(vendors.id, "deepam-gifts"));
    await db.update(appMeta).set({ value: "older" }).where(eq(appMeta.key, "catalogue_version"));
    expect((await seedCatalogue(db)).seeded).toBe(true);
    const described = async (id: string) => (await db.select().from(vendors).where(eq(vendors.id, id)))[0]?.description;
    expect(await described("jaya-studio")).toBe("Owner's own words.");
    expect(await described("deepam-gifts")).not.toBe("Edited by hand.");
    expect((await db.select().from(offerings).where(eq(offerings.id, "JSS1")))[0]?.title).toBe("Owner's kit");
    expect((await db.select().from(vendorTerms).where(eq(vendorTerms.vendorId, "jaya-studio")))[0]?.leadTimeDays).toBe(9);
  });

  it("refuses a second invitation, a number that runs another business, and an unknown business", async () => {
    const first = await inviteOwner("nanna-naturals", freshClient().phone);
    expect(first.statusCode, first.body).toBe(200);
    const pending = await inviteOwner("nanna-naturals", freshClient().phone);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.ownerInvitePending);

    const other = await signInVendor(app);
    await onboardVendor(app, other.cookie);
    const busy = await inviteOwner("deepam-gifts", other.phone);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.runsAnotherBusiness);

    expect((await inviteOwner("no-such-vendor", freshClient().phone)).statusCode).toBe(404);
    expect((await inviteOwner("deepam-gifts", "not a number")).statusCode).toBe(400);
  });

  it("links only a live catalogue business: not one back in draft, nor one that onboarded and lost its owner", async () => {
    const refusedFor = async (vendorId: string) => {
      const answer = await inviteOwner(vendorId, freshClient().phone);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, data: null, errorMessage: VENDOR_TEAM_MESSAGES.notCatalogue });
    };
    await app.database.db.update(vendors).set({ reviewState: "draft" }).where(eq(vendors.id, "highball-works"));
    try {
      await refusedFor("highball-works");
    } finally {
      await app.database.db.update(vendors).set({ reviewState: "approved" }).where(eq(vendors.id, "highball-works"));
    }
    // A business that onboarded by itself, whose owner is gone (as an erased account leaves it).
    const gone = await signInVendor(app);
    const { vendorId } = await onboardVendor(app, gone.cookie);
    await app.database.db.delete(vendorMembers).where(eq(vendorMembers.vendorId, vendorId));
    await app.database.db.update(vendors).set({ ownerUserId: null, reviewState: "approved" }).where(eq(vendors.id, vendorId));
    await refusedFor(vendorId);
  });

  it("revokes an invitation on the record; another business's invitation id is 404", async () => {
    const invited = await inviteOwner("zenith-sound", freshClient().phone);
    const inviteId: string = invited.json().data.invite.id;
    const wrong = await post(`/api/operator/vendors/hoovu-kala/owner-invites/${inviteId}/revoke`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.inviteNotFound(inviteId));
    const revoked = await post(`/api/operator/vendors/zenith-sound/owner-invites/${inviteId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toEqual({ owner: null, invite: null });
    expect((await post(`/api/operator/vendors/zenith-sound/owner-invites/${inviteId}/revoke`)).statusCode).toBe(404);
    const [entry] = (await get("/api/operator/audit?vendorId=zenith-sound", operator.headers)).json().data.entries;
    expect(entry).toMatchObject({ action: "vendor.owner_invite_revoked", target: inviteId });
    // Vendors never reach these routes.
    const vendor = await signInVendor(app);
    expect(
      (await post("/api/operator/vendors/zenith-sound/owner-invites", { phoneNumber: "9812345678" }, vendorHeaders(vendor.cookie)))
        .statusCode,
    ).toBe(403);
  });

  it("makes one owner when acceptances race: the same account twice, or two accounts for one business", async () => {
    const { phone } = freshClient();
    await inviteOwner("sri-ranga-lights", phone);
    const owner = await signIn(app, "vendor", phone);
    const twice = await Promise.all([1, 2, 3].map(() => get("/api/vendor/profile", vendorHeaders(owner.cookie))));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const members = await app.database.db.select().from(vendorMembers).where(eq(vendorMembers.vendorId, "sri-ranga-lights"));
    expect(members).toEqual([expect.objectContaining({ userId: owner.userId, role: "owner" })]);

    // Two open owner invitations for one business (which the console never makes), accepted at once: one wins.
    const [a, b] = [freshClient().phone, freshClient().phone];
    await app.database.db.insert(vendorInvites).values([
      { id: "vi_race_a", vendorId: "mallige-florals", phone: `+91${a}`, role: "owner", invitedBy: operator.userId },
      { id: "vi_race_b", vendorId: "mallige-florals", phone: `+91${b}`, role: "owner", invitedBy: operator.userId },
    ]);
    const [first, second] = [await signIn(app, "vendor", a), await signIn(app, "vendor", b)];
    const answers = await Promise.all([first, second].map((s) => get("/api/vendor/profile", vendorHeaders(s.cookie))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [vendor] = await app.database.db.select().from(vendors).where(eq(vendors.id, "mallige-florals"));
    const profiles = await app.database.db.select().from(vendorProfiles).where(eq(vendorProfiles.vendorId, "mallige-florals"));
    expect(profiles).toHaveLength(1);
    expect([first.userId, second.userId]).toContain(vendor?.ownerUserId);
    expect(profiles[0]?.userId).toBe(vendor?.ownerUserId);
  });
});

describe("an owner's invitations a day (docs/decisions/0033)", () => {
  it(`texts one number at most ${RATE_LIMITS.vendorInvite.phone.max} invitations a day, the console's and owners' together`, async () => {
    const { phone } = freshClient();
    for (let i = 0; i < RATE_LIMITS.vendorInvite.phone.max; i++) {
      const invited = await inviteOwner("hoovu-kala", phone);
      expect(invited.statusCode, invited.body).toBe(200);
      const inviteId: string = invited.json().data.invite.id;
      expect((await post(`/api/operator/vendors/hoovu-kala/owner-invites/${inviteId}/revoke`)).statusCode).toBe(200);
    }
    const refused = await inviteOwner("hoovu-kala", phone);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: VENDOR_TEAM_MESSAGES.phoneInvitesLimited,
      errorCode: "RATE_LIMITED",
      retryAfterSeconds: RATE_LIMITS.vendorInvite.phone.windowSeconds,
    });
    // An owner inviting the same number to their team is held back too.
    const owner = await signInVendor(app);
    await onboardVendor(app, owner.cookie);
    const member = await post("/api/vendor/team/invites", { phoneNumber: phone }, vendorHeaders(owner.cookie));
    expect(member.statusCode).toBe(429);
    expect(member.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.phoneInvitesLimited);
    expect((await deliveredMessages(app)).filter((m) => m.to === `+91${phone}`)).toHaveLength(RATE_LIMITS.vendorInvite.phone.max);
  });

  it(`takes ${RATE_LIMITS.vendorInvite.vendor.max} owner invitations a day for one business`, async () => {
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMITS.vendorInvite.vendor.max; i++)
      answers.push((await inviteOwner("shiva-flowers", freshClient().phone)).statusCode);
    // One waits; the rest are refused (409), and count.
    expect(answers).toEqual([200, ...Array<number>(RATE_LIMITS.vendorInvite.vendor.max - 1).fill(409)]);
    const refused = await inviteOwner("shiva-flowers", freshClient().phone);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.businessInvitesLimited);
    expect((await inviteOwner("house-of-corporate-gifts", freshClient().phone)).statusCode).toBe(200);
  });
});

describe("a local run", () => {
  it("invites each catalogue vendor's owner to the number in the README, once", async () => {
    // This app's run is a test one: nothing was invited at start.
    expect(await app.database.db.select().from(vendorInvites).where(eq(vendorInvites.invitedBy, "local-run"))).toEqual([]);
    expect(LOCAL_OWNER_NUMBERS.map((n) => n.vendorId).sort()).toEqual(CATALOGUE.vendors.map((v) => v.key).sort());
    expect(LOCAL_OWNER_NUMBERS.find((n) => n.vendorId === "jaya-studio")?.phone).toBe("+919000000101");
    // The README's table says the same numbers.
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    for (const { vendorId, phone } of LOCAL_OWNER_NUMBERS) {
      const name = CATALOGUE.vendors.find((v) => v.key === vendorId)?.name;
      expect(readme).toContain(`| ${name} | ${phone.slice(3, 8)} ${phone.slice(8)} |`);
    }

    const local = await buildTestApp({ appEnv: "local" });
    try {
      const open = await local.database.db
        .select({ vendorId: vendorInvites.vendorId, phone: vendorInvites.phone, role: vendorInvites.role })
        .from(vendorInvites)
        .where(and(isNull(vendorInvites.acceptedAt), isNull(vendorInvites.revokedAt)));
      expect(open.sort((x, y) => x.vendorId.localeCompare(y.vendorId))).toEqual(
        [...LOCAL_OWNER_NUMBERS].sort((x, y) => x.vendorId.localeCompare(y.vendorId)).map((n) => ({ ...n, role: "owner" })),
      );
      // Started again, it invites no one twice.
      expect(await inviteLocalOwners(local.database.db)).toBe(0);
    } finally {
      await local.close();
    }
  });
});
