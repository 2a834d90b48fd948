import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelope, maskedPhone, VENDOR_TEAM_MAX_MEMBERS, VENDOR_TEAM_MESSAGES, vendorTeamSchema } from "@utsav/domain";
import type { VendorTeam } from "@utsav/domain";
import { vendorInvites, vendorMembers, vendorProfiles } from "@utsav/db";
import { RATE_LIMITS } from "../src/platform/rate-limiter.ts";
import { VendorTeamRepository } from "../src/modules/vendors/index.ts";
import { freshClient, signIn } from "./accounts-helper.ts";
import { deliveredMessages } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { offeringBody, onboardVendor, readyVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

// A business's team (docs/decisions/0033): the owner invites a phone, which joins by signing in as a vendor; members
// work in the vendor area but only the owner changes the team; a removed member is signed out at once.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const teamOf = async (headers: Headers): Promise<VendorTeam> => {
  const response = await get("/api/vendor/team", headers);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorTeamSchema).parse(response.json()).data;
};
const invite = (headers: Headers, phoneNumber: string) => post("/api/vendor/team/invites", headers, { phoneNumber });

/** A phone nobody uses yet: its ten digits, and as stored. */
function freshPhone() {
  const { phone } = freshClient();
  return { digits: phone, e164: `+91${phone}` };
}

/** An owner whose team has one member who has signed in (and so joined). */
async function ownerWithMember() {
  const owner = await readyVendor(app, 1);
  const phone = freshPhone();
  expect((await invite(owner.headers, phone.digits)).statusCode).toBe(200);
  const session = await signIn(app, "vendor", phone.digits);
  const member = { ...session, headers: vendorHeaders(session.cookie) };
  // The first vendor request accepts the invitation.
  const profile = await get("/api/vendor/profile", member.headers);
  expect(profile.statusCode, profile.body).toBe(200);
  return { owner, member };
}

describe("the owner's team", () => {
  it("invites a phone with an SMS, and the person joins the owner's business when they sign in", async () => {
    const owner = await readyVendor(app, 1);
    const phone = freshPhone();
    const invited = await invite(owner.headers, `${phone.digits.slice(0, 5)} ${phone.digits.slice(5)}`);
    expect(invited.statusCode, invited.body).toBe(200);
    const team = envelope(vendorTeamSchema).parse(invited.json()).data;
    expect(team).toMatchObject({ role: "owner", canManage: true, maxMembers: VENDOR_TEAM_MAX_MEMBERS });
    expect(team.members).toEqual([expect.objectContaining({ role: "owner", phone: owner.phone, isYou: true })]);
    expect(team.invites).toEqual([expect.objectContaining({ phone: phone.e164, role: "member" })]);
    const sms = (await deliveredMessages(app)).find((m) => m.to === phone.e164);
    expect(sms?.text).toContain(`team of ${owner.businessName.slice(0, 29)}`);
    expect(sms?.text).toContain("/vendor/login");

    const session = await signIn(app, "vendor", phone.digits);
    const headers = vendorHeaders(session.cookie);
    const profile = await get("/api/vendor/profile", headers);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({ vendorId: owner.vendorId, businessName: owner.businessName });

    // A member sees the team, their own number in full and the owner's masked, without the controls.
    const seen = await teamOf(headers);
    expect(seen).toMatchObject({ role: "member", canManage: false, invites: [] });
    expect(seen.members.map((m) => [m.role, m.phone, m.isYou])).toEqual([
      ["owner", maskedPhone(owner.phone), false],
      ["member", phone.e164, true],
    ]);
    expect(JSON.stringify(seen)).not.toContain(owner.phone);
    // The owner sees both in full.
    expect((await teamOf(owner.headers)).members.map((m) => m.phone)).toEqual([owner.phone, phone.e164]);
  });

  it("lets a member work in the vendor area, but not change the team (403)", async () => {
    const { owner, member } = await ownerWithMember();
    const offering = await post("/api/vendor/offering", member.headers, offeringBody(owner.imageIds));
    expect(offering.statusCode, offering.body).toBe(200);
    const listed = await get("/api/vendor/offerings", owner.headers);
    expect(listed.json().data.offerings.map((o: { id: string }) => o.id)).toContain(offering.json().data.id);
    for (const url of ["/api/vendor/bookings", "/api/vendor/leads", "/api/vendor/briefs", "/api/vendor/dashboard"]) {
      expect((await get(url, member.headers)).statusCode, url).toBe(200);
    }
    // The profile says whose account reads it, so the shell leaves out what only the owner opens.
    expect((await get("/api/vendor/profile", member.headers)).json().data.role).toBe("member");
    expect((await get("/api/vendor/profile", owner.headers)).json().data.role).toBe("owner");

    const refused = [
      await invite(member.headers, freshPhone().digits),
      await post(`/api/vendor/team/members/${owner.userId}/remove`, member.headers),
      await post("/api/vendor/team/invites/vi_not_there/revoke", member.headers),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: VENDOR_TEAM_MESSAGES.ownersOnly });
    }
    // Nor start a business of their own: an account runs one.
    await expect(onboardVendor(app, member.cookie)).rejects.toThrow(/^onboard failed: 409 /);
  });

  it("answers each vendor request with the account's role, reading the membership once for a member and never for an owner", async () => {
    const { owner, member } = await ownerWithMember();
    expect(await app.vendorOf(owner.userId)).toEqual({ vendorId: owner.vendorId, role: "owner" });
    expect(await app.vendorOf(member.userId)).toEqual({ vendorId: owner.vendorId, role: "member" });
    const membership = vi.spyOn(VendorTeamRepository.prototype, "membership");
    try {
      await teamOf(member.headers);
      expect(membership).toHaveBeenCalledTimes(1);
      membership.mockClear();
      await teamOf(owner.headers);
      expect((await invite(owner.headers, freshPhone().digits)).statusCode).toBe(200);
      expect(membership).not.toHaveBeenCalled();
    } finally {
      membership.mockRestore();
    }
  });

  it("refuses numbers already in a business, invited, its own, and more than the team's places (409)", async () => {
    const { owner, member } = await ownerWithMember();
    const again = await invite(owner.headers, member.phone.slice(3));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.alreadyInTeam);
    expect((await invite(owner.headers, owner.phone)).json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.ownNumber);

    const other = await signInVendor(app);
    await onboardVendor(app, other.cookie);
    // An owner is not told that the number runs a business (operators are: operator-vendor-owner.test.ts).
    const elsewhere = await invite(owner.headers, other.phone);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({
      success: false,
      data: null,
      errorMessage: VENDOR_TEAM_MESSAGES.numberNotAddable,
      errorCode: "INVITE_REFUSED",
    });

    const waiting = freshPhone();
    expect((await invite(owner.headers, waiting.digits)).statusCode).toBe(200);
    expect((await invite(owner.headers, waiting.e164)).json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.alreadyInvited);
    // One member and one invitation so far: the rest of the places, then no more.
    for (let i = 2; i < VENDOR_TEAM_MAX_MEMBERS; i++) expect((await invite(owner.headers, freshPhone().digits)).statusCode).toBe(200);
    const full = await invite(owner.headers, freshPhone().digits);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.teamFull);

    const bad = await invite(owner.headers, "12345");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, data: null });
  });

  it("revokes an invitation of its own, and answers 404 for another business's", async () => {
    const owner = await readyVendor(app, 1);
    const other = await readyVendor(app, 1);
    const phone = freshPhone();
    const inviteId = (await teamOfInvite(owner.headers, phone.digits)).invites[0]!.id;
    const stranger = await post(`/api/vendor/team/invites/${inviteId}/revoke`, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.inviteNotFound(inviteId));

    const revoked = await post(`/api/vendor/team/invites/${inviteId}/revoke`, owner.headers);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.invites).toEqual([]);
    expect((await post(`/api/vendor/team/invites/${inviteId}/revoke`, owner.headers)).statusCode).toBe(404);
    // Signing in with a revoked number joins nothing: onboarding first.
    const session = await signIn(app, "vendor", phone.digits);
    const profile = await get("/api/vendor/profile", vendorHeaders(session.cookie));
    expect(profile.statusCode).toBe(409);
    expect(profile.json().errorCode).toBe("NOT_ONBOARDED");
  });

  it("removes a member and ends their sessions at once; the owner is never removed", async () => {
    const { owner, member } = await ownerWithMember();
    const other = await readyVendor(app, 1);
    expect((await post(`/api/vendor/team/members/${member.userId}/remove`, other.headers)).statusCode).toBe(404);
    const ownerRemoval = await post(`/api/vendor/team/members/${owner.userId}/remove`, owner.headers);
    expect(ownerRemoval.statusCode).toBe(409);
    expect(ownerRemoval.json().errorMessage).toBe(VENDOR_TEAM_MESSAGES.ownerNotRemovable);

    const removed = await post(`/api/vendor/team/members/${member.userId}/remove`, owner.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
    expect((await get("/api/vendor/profile", member.headers)).statusCode).toBe(401);
    // Signed in again, the account would belong to no business: its invitation was used, and nothing remembers it.
    await expect(app.vendorOf(member.userId)).rejects.toMatchObject({ statusCode: 409, errorCode: "NOT_ONBOARDED" });
    expect((await post(`/api/vendor/team/members/${member.userId}/remove`, owner.headers)).statusCode).toBe(404);

    // Every change is in the business's history, the numbers masked.
    const operator = await signInOperator(app);
    const changes = await get(`/api/operator/vendor-changes?vendorId=${owner.vendorId}`, operator.headers);
    const kinds = (changes.json().data.changes as { kind: string }[]).map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(["team.invited", "team.joined", "team.removed"]));
    expect(changes.body).not.toContain(member.phone);
  });

  it("lets a member delete their own account: they leave the team, the business stays the owner's", async () => {
    const { owner, member } = await ownerWithMember();
    const deleted = await post("/api/vendor/account/delete", member.headers, { confirm: "DELETE" });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.database.db.select().from(vendorMembers).where(eq(vendorMembers.userId, member.userId))).toEqual([]);
    expect(await app.database.db.select().from(vendorInvites).where(eq(vendorInvites.phone, member.phone))).toEqual([]);
    const profile = await get("/api/vendor/profile", owner.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.businessName).toBe(owner.businessName);
    expect((await teamOf(owner.headers)).members.map((m) => m.userId)).toEqual([owner.userId]);
    const [kept] = await app.database.db.select().from(vendorProfiles).where(eq(vendorProfiles.vendorId, owner.vendorId));
    expect(kept?.userId).toBe(owner.userId);
  });
});

describe("the invitations' SMS (docs/decisions/0033)", () => {
  const day = RATE_LIMITS.vendorInvite.phone.windowSeconds;

  it(`texts one number at most ${RATE_LIMITS.vendorInvite.phone.max} invitations a day, whichever businesses invite it`, async () => {
    const phone = freshPhone();
    for (let i = 0; i < RATE_LIMITS.vendorInvite.phone.max; i++) {
      const owner = await readyVendor(app, 1);
      expect((await invite(owner.headers, phone.digits)).statusCode).toBe(200);
    }
    const next = await readyVendor(app, 1);
    const refused = await invite(next.headers, phone.digits);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(day));
    expect(refused.json()).toEqual({
      success: false,
      data: null,
      errorMessage: VENDOR_TEAM_MESSAGES.phoneInvitesLimited,
      errorCode: "RATE_LIMITED",
      retryAfterSeconds: day,
    });
    expect((await teamOf(next.headers)).invites).toEqual([]);
    expect((await deliveredMessages(app)).filter((m) => m.to === phone.e164)).toHaveLength(RATE_LIMITS.vendorInvite.phone.max);
    // Another number is still invited.
    expect((await invite(next.headers, freshPhone().digits)).statusCode).toBe(200);
  });

  it(`takes ${RATE_LIMITS.vendorInvite.vendor.max} invitations a day from one business, refused ones included`, async () => {
    const owner = await readyVendor(app, 1);
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMITS.vendorInvite.vendor.max; i++)
      answers.push((await invite(owner.headers, freshPhone().digits)).statusCode);
    // The team's places fill first; the refusals after them count too, so numbers cannot be tried one after another.
    expect(answers).toEqual([
      ...Array<number>(VENDOR_TEAM_MAX_MEMBERS).fill(200),
      ...Array<number>(RATE_LIMITS.vendorInvite.vendor.max - VENDOR_TEAM_MAX_MEMBERS).fill(409),
    ]);
    const refused = await invite(owner.headers, freshPhone().digits);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(day));
    expect(refused.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: VENDOR_TEAM_MESSAGES.businessInvitesLimited,
      errorCode: "RATE_LIMITED",
    });
    // Another business is not held back by it.
    const other = await readyVendor(app, 1);
    expect((await invite(other.headers, freshPhone().digits)).statusCode).toBe(200);
  });
});

/** Invites a phone and answers the team. */
async function teamOfInvite(headers: Headers, phone: string): Promise<VendorTeam> {
  const response = await invite(headers, phone);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorTeamSchema).parse(response.json()).data;
}
