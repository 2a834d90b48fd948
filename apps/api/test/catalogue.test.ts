import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CATALOGUE, COLLECTIONS, HOME_ROWS, selectByRule } from "@utsav/catalogue";
import {
  collectionSchema,
  envelope,
  errorEnvelopeSchema,
  footerSchema,
  homeDataSchema,
  offeringDetailSchema,
  offeringListSchema,
} from "@utsav/domain";
import type { FastifyInstance } from "fastify";
import { buildTestApp, getJson } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const detailEnvelope = envelope(z.object({ offering: offeringDetailSchema }));

describe("GET /api/health", () => {
  it("answers in the envelope, and readiness checks the database", async () => {
    const live = await getJson(app, "/api/health");
    expect(live.response.statusCode).toBe(200);
    expect(live.body).toMatchObject({ success: true, errorMessage: null, data: { status: "ok" } });
    const ready = await getJson(app, "/api/health/ready");
    expect(ready.response.statusCode).toBe(200);
  });
});

describe("GET /api/home", () => {
  it("returns the home widgets in order (application §2)", async () => {
    const { response, body } = await getJson(app, "/api/home");
    expect(response.statusCode).toBe(200);
    const home = envelope(homeDataSchema).parse(body).data;
    expect(home.showQuickConnect).toBe(false);
    expect(home.widgets.slice(0, 3).map((w) => w.type)).toEqual(["header", "explore_section", "hero_banner"]);
    const header = home.widgets[0]!;
    expect(header.type === "header" && header.data.location).toBe("Bengaluru");
    const explore = home.widgets[1]!;
    expect(explore.type === "explore_section" && explore.data.exploreSections.map((s) => s.displayName)).toEqual([
      "Decor",
      "Gifts",
      "Sweets",
      "Corporate",
    ]);
    const hero = home.widgets[2]!;
    if (hero.type !== "hero_banner") throw new Error("no hero");
    expect(hero.data.title).toBe("Celebrate Every");
    expect(hero.data.notifyMe.titleHighlights).toEqual(["Birthday", "Baby Shower", "Anniversary", "Engagement", "Wedding", "Christmas"]);
    expect(hero.data.notifyMe.titleBottomLine).toBe("Effortlessly!");
    expect(hero.data.buttonText).toBe("request proposals");
    expect(hero.data.buttonAction).toBe("request_proposals");
    expect(hero.data.footerText).toBe("Plan less. Celebrate more.");
    expect(hero.data.notifyMe.highlightInterval).toBe(2500);

    const rows = home.widgets.filter((w) => w.type === "offerings");
    expect(rows.map((w) => w.title)).toEqual([
      "Curated Gifts For Your Team",
      "Curated Gifts For Your Loved Ones",
      "Outdoor Lighting for Apartments & Villas",
      "Office Decor",
      "Home Decor",
      "Curated Sweets",
    ]);
    for (const row of rows) {
      if (row.type !== "offerings") continue;
      expect(row.data.showSeeAllButton).toBe(true);
      expect(row.data.seeAllButtonText).toBe("View All");
      expect(row.data.displayTexts).toEqual({ startingAt: "Starting at", viewAll: "View All" });
      expect(row.data.offerings.length).toBeGreaterThan(0);
    }
    const team = rows[0]!;
    expect(team.type === "offerings" && team.data.offerings.slice(0, 9).map((o) => o.id.replace(/\d+$/, ""))).toEqual([
      "DGC",
      "DGC",
      "DGC",
      "NNC",
      "NNC",
      "HOCG",
      "HOCG",
      "HOCG",
      "HWGH",
    ]);
    const types = home.widgets.map((w) => w.type);
    expect(types.slice(-3)).toEqual(["trust", "banners", "closing"]);
    expect(home.widgets.find((w) => w.type === "trust")?.title).toBe("Handpicked brands you can count on");
    expect(home.widgets.find((w) => w.type === "closing")?.title).toBe("Celebrate Effortlessly!");
    expect(home.widgets.find((w) => w.type === "banners")?.isWeb).toBe(false);
  });

  it.each([
    ["decor", "Party Decor Made Effortless", ["Office Decor", "Home Decor"]],
    ["gifts", "Thoughtful Gifts for Every Celebration", ["Curated Gifts For Your Team", "Curated Gifts For Your Loved Ones"]],
    ["sweets", "Delicious Sweets for Every Celebration", ["Curated Sweets"]],
    [
      "corporate",
      "Thoughtful Corporate Gifting Made Simple",
      [
        "Curated Gifts For Your Team",
        "Office Decor",
        "Sweets For Your Team",
        "Gifts for Employees Under ₹500",
        "Gifts for Employees Under ₹1,000",
        "Gifts for Employees Under ₹2,000",
      ],
    ],
  ])("?section=%s gives the category page's title and rows", async (section, title, rows) => {
    const { body } = await getJson(app, `/api/home?section=${section}`);
    const home = envelope(homeDataSchema).parse(body).data;
    expect(home.title).toBe(title);
    expect(home.widgets.filter((w) => w.type === "offerings").map((w) => w.title)).toEqual(rows);
    expect(home.widgets.some((w) => w.type === "hero_banner")).toBe(false);
  });

  it("rejects an unknown section with 400", async () => {
    const { response, body } = await getJson(app, "/api/home?section=flowers");
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(body).errorMessage).toMatch(/^Section must be one of: decor, gifts/);
  });

  it("answers a repeat request with 304 when the client has it", async () => {
    const first = await app.inject({ method: "GET", url: "/api/home" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await app.inject({ method: "GET", url: "/api/home", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });
});

describe("GET /api/offerings", () => {
  it("pages through all 147 live offerings", async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 50) {
      const { body } = await getJson(app, `/api/offerings?limit=50&offset=${offset}`);
      const page = envelope(offeringListSchema).parse(body).data;
      expect(page.totalCount).toBe(147);
      seen.push(...page.offerings.map((o) => o.id));
      if (!page.hasMore) break;
    }
    expect(seen).toHaveLength(147);
    expect(new Set(seen).size).toBe(147);
    expect(seen.slice(0, 2)).toEqual(["DGC2", "DGC3"]);
  });

  it("filters by category and sub-category ('corporate' includes offerings for everyone)", async () => {
    const { body } = await getJson(app, "/api/offerings?category=sweets&limit=100");
    const sweets = envelope(offeringListSchema).parse(body).data;
    expect(sweets.totalCount).toBe(11);
    expect(sweets.offerings.every((o) => o.category === "sweets")).toBe(true);
    expect(sweets.hasMore).toBe(false);

    const corporate = envelope(offeringListSchema).parse(
      (await getJson(app, "/api/offerings?category=gifts&subCategory=corporate&limit=100")).body,
    ).data;
    const expected = CATALOGUE.offerings.filter(
      (o) => o.category === "gifts" && (o.subCategory === "corporate" || o.subCategory === "all"),
    );
    expect(corporate.totalCount).toBe(expected.length);
    expect(corporate.offerings.map((o) => o.id)).toEqual(expected.slice(0, 100).map((o) => o.id));
  });

  it("reports hasMore and an empty last page", async () => {
    const page = envelope(offeringListSchema).parse((await getJson(app, "/api/offerings?category=sweets&limit=5&offset=5")).body).data;
    expect(page.offerings).toHaveLength(5);
    expect(page.hasMore).toBe(true);
    const past = envelope(offeringListSchema).parse((await getJson(app, "/api/offerings?category=sweets&limit=5&offset=500")).body).data;
    expect(past).toEqual({ offerings: [], totalCount: 11, hasMore: false });
  });

  it.each([
    ["limit=101", "Limit must be at most 100"],
    ["limit=0", "Limit must be at least 1"],
    ["limit=abc", "Limit must be a number"],
    ["offset=-1", "Offset must be at least 0"],
    ["category=toys", /^Category must be one of: /],
    ["subCategory=kids", /^Sub category must be one of: /],
  ])("rejects %s with 400 and a clear message", async (query, message) => {
    const { response, body } = await getJson(app, `/api/offerings?${query}`);
    expect(response.statusCode).toBe(400);
    const error = errorEnvelopeSchema.parse(body);
    expect(error.errorMessage).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("GET /api/offerings/{slug}", () => {
  it("resolves every slug of the catalogue", async () => {
    for (const o of CATALOGUE.offerings) {
      const { response, body } = await getJson(app, `/api/offerings/${o.slug}`);
      expect(response.statusCode, o.slug).toBe(200);
      const detail = detailEnvelope.parse(body).data.offering;
      expect(detail.id).toBe(o.id);
      expect(detail.offeringSlug).toBe(o.slug);
    }
  });

  it("carries vendor, reviews of the same vendor, related offerings, policy and connect info", async () => {
    const slug = CATALOGUE.offerings.find((o) => o.id === "DGC2")!.slug;
    const detail = detailEnvelope.parse((await getJson(app, `/api/offerings/${slug}`)).body).data.offering;
    expect(detail.vendorName).toBe("Deepam Gifts & Decor");
    expect(detail.vendorTitleTag).toBe("Curated by");
    // One rating everywhere (docs/decisions/0060): the offering's rating and count are its vendor's, not the catalogue's
    // 4.3 and 203; its clients stay its own.
    expect([detail.rating, detail.totalClients, detail.totalReviews]).toEqual([detail.vendor.rating, 1000, detail.vendor.reviewsCount]);
    expect(detail.totalReviews).toBe(detail.reviews.length);
    expect(detail.reviews.length).toBeGreaterThan(0);
    expect(detail.reviews.every((r) => r.vendorName === "Deepam Gifts & Decor" && Number.isInteger(r.rating))).toBe(true);
    expect(detail.relatedOfferings.length).toBeGreaterThan(3);
    expect(detail.relatedOfferings.every((r) => r.vendorName === "Deepam Gifts & Decor" && r.id !== "DGC2")).toBe(true);
    expect(detail.policy?.title).toBe("Returns, Refunds & Cancellations Policy");
    expect(detail.connectInfo.some((line) => line.includes("#{"))).toBe(true);
    expect(detail.offeringRedirectUrl).toBeNull();
  });

  it("gives buy offerings no invented shop link but a chat contact, and bookable ones their fields", async () => {
    const buy = CATALOGUE.offerings.find((o) => o.id === "DGP7")!;
    const detail = detailEnvelope.parse((await getJson(app, `/api/offerings/${buy.slug}`)).body).data.offering;
    expect(detail.offeringType).toBe("buy");
    // The spec does not show the vendors' shop addresses; the page offers the vendor's chat instead (decision 0039).
    expect(detail.offeringRedirectUrl).toBeNull();
    expect(detail.whatsappSupport?.phoneNumber).toMatch(/^\+91\d{10}$/);
    expect(detail.summary).toBe(buy.summary);

    const book = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;
    const studio = detailEnvelope.parse((await getJson(app, `/api/offerings/${book.slug}`)).body).data.offering;
    expect(studio.offeringType).toBe("book");
    expect(studio.bookingAttributes.map((a) => a.field)).toEqual(["name", "mobile", "address"]);
    expect(studio.whatsappSupport).toBeNull();
  });

  it("serves corporate-diwali-decor by its special slug", async () => {
    const detail = detailEnvelope.parse((await getJson(app, "/api/offerings/corporate-diwali-decor")).body).data.offering;
    expect(detail.id).toBe("DID1");
    expect(detail.priceLabel).toBe("From ₹1,00,000");
  });

  it("has a video item on an offering with video", async () => {
    const zs1 = CATALOGUE.offerings.find((o) => o.id === "ZS1")!;
    const detail = detailEnvelope.parse((await getJson(app, `/api/offerings/${zs1.slug}`)).body).data.offering;
    expect(detail.images.some((m) => m.type === "video" && m.videoUrl?.endsWith(".webm"))).toBe(true);
  });

  it("answers an unknown slug with 404 'Offering not found: {slug}'", async () => {
    const { response, body } = await getJson(app, "/api/offerings/no-such-offering-xyz9");
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ success: false, data: null, errorMessage: "Offering not found: no-such-offering-xyz9", errorCode: "NOT_FOUND" });
  });

  it.each(["Bad_Slug", "a--b", "-leading", "%27%20or%201%3D1", "x".repeat(161)])("rejects the malformed slug %s with 400", async (slug) => {
    const { response, body } = await getJson(app, `/api/offerings/${slug}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(body).errorMessage).toMatch(/slug/i);
  });
});

describe("GET /api/collections/{slug}", () => {
  it.each(COLLECTIONS.map((c) => [c.slug, c] as const))("%s follows its rule", async (slug, definition) => {
    const { response, body } = await getJson(app, `/api/collections/${slug}?limit=100`);
    expect(response.statusCode).toBe(200);
    const collection = envelope(collectionSchema).parse(body).data;
    const expected = selectByRule(definition.rule, CATALOGUE.offerings).map((o) => o.id);
    expect(collection.id).toBe(slug);
    expect(collection.title).toBe(definition.title);
    expect(collection.totalCount).toBe(expected.length);
    expect(collection.offerings.map((o) => o.id)).toEqual(expected.slice(0, 100));
  });

  it("Outdoor Lighting is ZS1, SRD4, ZS2, SRD1", async () => {
    const { body } = await getJson(app, "/api/collections/outdoor-lighting-for-apartments-villas");
    expect(
      envelope(collectionSchema)
        .parse(body)
        .data.offerings.map((o) => o.id),
    ).toEqual(["ZS1", "SRD4", "ZS2", "SRD1"]);
  });

  it.each(["limit=0", "limit=101", "offset=-3", "limit=x"])("rejects a collection page with %s", async (query) => {
    const { response, body } = await getJson(app, `/api/collections/office-decor?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(body).errorMessage).toMatch(/^(limit|offset) must /i);
  });

  it("pages a collection", async () => {
    const { body } = await getJson(app, "/api/collections/curated-gifts-for-your-team?limit=5&offset=5");
    const page = envelope(collectionSchema).parse(body).data;
    const expected = selectByRule(COLLECTIONS[0].rule, CATALOGUE.offerings).map((o) => o.id);
    expect(page.offerings.map((o) => o.id)).toEqual(expected.slice(5, 10));
  });

  it("answers an unknown collection with 404, success false and 'Collection not found'", async () => {
    const { response, body } = await getJson(app, "/api/collections/not-a-collection");
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ success: false, data: null, errorMessage: "Collection not found" });
  });

  it("home rows are the first offerings of their collections", async () => {
    const home = envelope(homeDataSchema).parse((await getJson(app, "/api/home")).body).data;
    for (const slug of HOME_ROWS) {
      const row = home.widgets.find((w) => w.id === slug);
      const collection = envelope(collectionSchema).parse((await getJson(app, `/api/collections/${slug}`)).body).data;
      expect(collection.offerings.length).toBe(Math.min(24, collection.totalCount));
      expect(row?.type === "offerings" && row.data.offerings.map((o) => o.id)).toEqual(collection.offerings.slice(0, 12).map((o) => o.id));
    }
  });
});

describe("GET /api/footer", () => {
  it("lists the footer sections and legal links (application §2)", async () => {
    const footer = envelope(footerSchema).parse((await getJson(app, "/api/footer")).body).data;
    expect(footer.sections.map((s) => s.title)).toEqual(["Decor", "Gifts", "Sweets", "Corporate", "Join Us", "Quick Links", "Contact Us"]);
    expect(footer.sections.find((s) => s.title === "Contact Us")?.links.map((l) => l.title)).toEqual([
      "Chat with Us",
      "Email Support",
      "Call Us",
    ]);
    expect(footer.legalLinks.map((l) => l.title)).toEqual(["Privacy Policy", "Terms & Conditions", "Cookies Policy"]);
    expect(footer.copyright).toContain("2025");
    expect(footer.sections.flatMap((s) => s.links).some((l) => l.navRef === "/collections/curated-gifts-team-corporate")).toBe(true);
  });
});

describe("errors in the envelope", () => {
  it("answers an unknown API route with 404 in the envelope", async () => {
    const { response, body } = await getJson(app, "/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(body).success).toBe(false);
  });

  it("answers malformed JSON with 400, and a thrown error with 500 and no internals", async () => {
    const probe = await buildTestApp({}, (instance) => {
      instance.post("/api/__echo", async (request) => ({ success: true, data: request.body ?? null, errorMessage: null }));
      instance.get("/api/__boom", async () => {
        throw new Error("secret detail in /srv/app/db.ts:12");
      });
    });
    try {
      const malformed = await probe.inject({
        method: "POST",
        url: "/api/__echo",
        headers: { "content-type": "application/json" },
        payload: "{oops",
      });
      expect(malformed.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(malformed.json()).errorMessage).toMatch(/JSON/);

      const boom = await probe.inject({ method: "GET", url: "/api/__boom" });
      expect(boom.statusCode).toBe(500);
      const body = errorEnvelopeSchema.parse(boom.json());
      expect(body.errorMessage).toBe("Something went wrong on our side. Please try again later.");
      expect(boom.body).not.toMatch(/secret|db\.ts|stack/);
    } finally {
      await probe.close();
    }
  });
});
