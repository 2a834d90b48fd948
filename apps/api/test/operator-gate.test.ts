import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vendors } from "@utsav/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { signInOperator, submittedVendor } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";

// The go-live gate and the verified badge (docs/decisions/0020): a vendor's offerings reach consumers only once
// operators approve the vendor, and leave again when the vendor is paused or the offering hidden.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let consumer: Record<string, string>;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-gate-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-gate-private-")),
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
  consumer = { cookie: (await signIn(app, "consumer")).cookie, origin: ORIGIN };
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

type Card = { id: string; vendorVerified: boolean };

/** Where consumers may meet an offering, and whether each shows it (and with the badge). */
async function storeSlugOf(vendorId: string): Promise<string> {
  const [row] = await app.database.db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.slug ?? "";
}

async function storefront(offering: { id: string; slug: string; title: string }, vendor: { vendorId: string; businessName: string }) {
  const page = await app.inject({ method: "GET", url: `/api/offerings/${offering.slug}` });
  const list: Card[] = [];
  for (let offset = 0; ; offset += 100) {
    const data = (await app.inject({ method: "GET", url: `/api/offerings?limit=100&offset=${offset}` })).json().data;
    list.push(...data.offerings);
    if (!data.hasMore) break;
  }
  const collection = (await app.inject({ method: "GET", url: "/api/collections/home-decor?limit=100" })).json().data.offerings as Card[];
  const search = (await post("/api/search", { query: offering.title, limit: 10 }, {})).json().data;
  const verifiedSearch = (await post("/api/search", { query: offering.title, filters: { verified: true }, limit: 10 }, {})).json().data;
  const suggest = async (query: string) =>
    (await post("/api/search/suggestions", { query }, {})).json().data.sections[0].items.map((item: { id: string }) => item.id) as string[];
  const booking = await post("/api/public/booking", { offeringId: offering.id, vendorName: "x", offeringName: "y", bookingData: {} }, {});
  const lead = await post("/api/consumer/call-lead", { offeringId: offering.id, vendorName: "x", offeringName: "y" }, consumer);
  const find = (cards: Card[]) => cards.find((card) => card.id === offering.id);
  return {
    page: page.statusCode === 200 ? { verified: page.json().data.offering.vendor.verified } : page.statusCode,
    list: find(list),
    collection: find(collection),
    search: find(search.results),
    verifiedSearch: find(verifiedSearch.results),
    suggested: (await suggest(offering.title)).includes(offering.slug),
    // A vendor's suggestion names its store (docs/decisions/0059).
    vendorSuggested: (await suggest(vendor.businessName)).includes(await storeSlugOf(vendor.vendorId)),
    booking: booking.statusCode,
    lead: lead.statusCode,
  };
}

const hidden = {
  page: 404,
  list: undefined,
  collection: undefined,
  search: undefined,
  verifiedSearch: undefined,
  suggested: false,
  vendorSuggested: false,
  booking: 404,
  lead: 404,
};

describe("the go-live gate", () => {
  it("hides a vendor's offering everywhere until operators approve it, then shows it with the verified badge", async () => {
    const vendor = await submittedVendor(app);
    expect(await storefront(vendor.offering, vendor)).toEqual(hidden);
    const dashboard = (await app.inject({ method: "GET", url: "/api/vendor/dashboard", headers: vendor.headers })).json().data;
    expect(dashboard.review.state).toBe("waiting");

    const approved = await post(`/api/operator/vendors/${vendor.vendorId}/decision`, { decision: "approve" }, operator.headers);
    expect(approved.statusCode).toBe(200);
    const shown = await storefront(vendor.offering, vendor);
    const card = { id: vendor.offering.id, vendorVerified: true };
    expect(shown).toMatchObject({
      page: { verified: true },
      list: card,
      collection: card,
      search: card,
      verifiedSearch: card,
      suggested: true,
      vendorSuggested: true,
    });
    // A call offering cannot be booked online (400), but it is found; the consumer may reveal the number.
    expect(shown.booking).toBe(400);
    expect(shown.lead).toBe(200);
  });

  it("counts the catalogue's own vendors as approved, the badge following their data", async () => {
    const list = (await app.inject({ method: "GET", url: "/api/offerings?limit=100" })).json().data;
    expect(list.totalCount).toBeGreaterThanOrEqual(147);
    const vendors = (await app.inject({ method: "GET", url: "/api/operator/vendors?state=approved", headers: operator.headers })).json()
      .data.vendors;
    const catalogue = vendors.filter((v: { catalogue: boolean }) => v.catalogue);
    expect(catalogue).toHaveLength(10);
    expect(catalogue.filter((v: { verified: boolean }) => !v.verified).map((v: { name: string }) => v.name)).toEqual([
      "Shiva Flower Traders",
    ]);
  });

  it("takes a paused vendor's offerings and a hidden offering off the storefront, with reasons the vendor reads, until restored", async () => {
    const vendor = await submittedVendor(app);
    await post(`/api/operator/vendors/${vendor.vendorId}/decision`, { decision: "approve" }, operator.headers);
    const vendorUrl = `/api/operator/vendors/${vendor.vendorId}`;
    const pauseReason = "Shoppers reported missed bookings; please call us.";
    expect((await post(`${vendorUrl}/pause`, { reason: "short" }, operator.headers)).statusCode).toBe(400);
    const paused = await post(`${vendorUrl}/pause`, { reason: pauseReason }, operator.headers);
    expect(paused.json().data.pausedReason).toBe(pauseReason);
    expect(await storefront(vendor.offering, vendor)).toEqual(hidden);
    const dashboard = (await app.inject({ method: "GET", url: "/api/vendor/dashboard", headers: vendor.headers })).json().data;
    expect(dashboard.review).toMatchObject({ state: "approved", pausedReason: pauseReason });
    expect((await post(`${vendorUrl}/pause`, { reason: pauseReason }, operator.headers)).statusCode).toBe(409);
    expect((await post(`${vendorUrl}/restore`, undefined, operator.headers)).statusCode).toBe(200);
    expect((await storefront(vendor.offering, vendor)).page).toEqual({ verified: true });

    const offeringUrl = `/api/operator/offerings/${vendor.offering.id}`;
    const hideReason = "The photos show another vendor's work.";
    expect((await post(`${offeringUrl}/hide`, { reason: hideReason }, operator.headers)).json().data).toEqual({
      id: vendor.offering.id,
      hiddenReason: hideReason,
    });
    expect(await storefront(vendor.offering, vendor)).toEqual(hidden);
    const own = (await app.inject({ method: "GET", url: "/api/vendor/offerings", headers: vendor.headers })).json().data.offerings;
    expect(own[0]).toMatchObject({ id: vendor.offering.id, hiddenReason: hideReason });
    // The vendor setting it live again does not undo the operators' hiding.
    await app.inject({
      method: "PUT",
      url: `/api/vendor/offering/${vendor.offering.id}/status`,
      headers: vendor.headers,
      payload: { status: 10 },
    });
    expect((await storefront(vendor.offering, vendor)).page).toBe(404);
    expect((await post(`${offeringUrl}/restore`, undefined, operator.headers)).statusCode).toBe(200);
    expect((await storefront(vendor.offering, vendor)).page).toEqual({ verified: true });
    expect((await post("/api/operator/offerings/VND999999/hide", { reason: hideReason }, operator.headers)).statusCode).toBe(404);

    const actions = (await app.inject({ method: "GET", url: `/api/operator/audit?vendorId=${vendor.vendorId}`, headers: operator.headers }))
      .json()
      .data.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["offering.restored", "offering.hidden", "vendor.restored", "vendor.paused", "vendor.approved"]);
  });
});
