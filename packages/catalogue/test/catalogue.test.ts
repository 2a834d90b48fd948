import { describe, expect, it, vi } from "vitest";
import {
  bookingAttributeSchema,
  descriptionSectionSchema,
  idFamily,
  idNumber,
  mediaItemSchema,
  OFFERING_NAV_PREFIX,
  PRICE_RULES,
  slugSchema,
} from "@utsav/domain";
import {
  CATALOGUE,
  CONNECT_INFO_LINES,
  COLLECTIONS,
  HOME_ROWS,
  ID_FAMILIES,
  OCCASIONS,
  REVIEW_SEEDS,
  resolveShortCode,
  SECTION_PAGES,
  selectByRule,
  SHOP_LINKS,
  VENDORS,
} from "../src/index.ts";

const offerings = CATALOGUE.offerings;
const byId = new Map(offerings.map((o) => [o.id, o]));

describe("catalogue invariants (spec: catalogue §3)", () => {
  it("holds 147 offerings with unique ids and slugs", () => {
    expect(offerings).toHaveLength(147);
    expect(new Set(offerings.map((o) => o.id)).size).toBe(147);
    expect(new Set(offerings.map((o) => o.slug)).size).toBe(147);
  });

  it.each(ID_FAMILIES)("family $family runs complete from $from to $to", ({ family, from, to }) => {
    const numbers = offerings
      .filter((o) => idFamily(o.id) === family)
      .map((o) => idNumber(o.id))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: to - from + 1 }, (_, i) => from + i));
  });

  it("lists the families in catalogue order, each in id order, whichever files hold them", () => {
    const ids = ID_FAMILIES.flatMap(({ family, from, to }) => Array.from({ length: to - from + 1 }, (_, i) => `${family}${from + i}`));
    expect(offerings.map((o) => o.id)).toEqual(ids);
  });

  it("has ten vendors, each with offerings and reviews; only the office-decor studio has no phone", () => {
    expect(VENDORS).toHaveLength(10);
    for (const vendor of VENDORS) {
      expect(
        offerings.some((o) => o.vendorKey === vendor.key),
        vendor.key,
      ).toBe(true);
      expect(REVIEW_SEEDS[vendor.key]?.length ?? 0, vendor.key).toBeGreaterThanOrEqual(6);
    }
    expect(VENDORS.filter((v) => v.phone === null).map((v) => v.key)).toEqual(["jaya-studio"]);
    for (const v of VENDORS.filter((v) => v.phone)) expect(v.phone).toMatch(/^\+91[6-9]\d{9}$/);
  });

  it("gives each vendor the rating of its own reviews, the mean of their stars to one decimal (decision 0025)", () => {
    for (const vendor of CATALOGUE.vendors) {
      const stars = (REVIEW_SEEDS[vendor.key] ?? []).map((r) => r.rating);
      const mean = stars.reduce((sum, n) => sum + n, 0) / stars.length;
      expect(Math.abs(vendor.rating! - mean), vendor.key).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Number.isInteger(vendor.rating! * 10), vendor.key).toBe(true);
      expect(
        CATALOGUE.reviews.filter((r) => r.vendorKey === vendor.key).map((r) => r.rating),
        vendor.key,
      ).toEqual(stars);
    }
  });

  it("slugs are the readable title and the lower-case id, except corporate-diwali-decor", () => {
    for (const o of offerings) {
      expect(slugSchema.safeParse(o.slug).success, o.slug).toBe(true);
      expect(o.navRef).toBe(`${OFFERING_NAV_PREFIX}${o.slug}`);
      if (o.id === "DID1") expect(o.slug).toBe("corporate-diwali-decor");
      else expect(o.slug.endsWith(`-${o.id.toLowerCase()}`), o.slug).toBe(true);
    }
  });

  it("every offering is complete and valid", () => {
    const vendorKeys = new Set<string>(VENDORS.map((v) => v.key));
    for (const o of offerings) {
      expect(vendorKeys.has(o.vendorKey), o.id).toBe(true);
      expect(o.title.length, o.id).toBeGreaterThan(3);
      expect(o.summary.length, o.id).toBeGreaterThan(10);
      expect(o.description.length, o.id).toBeGreaterThanOrEqual(2);
      for (const section of o.description)
        expect(descriptionSectionSchema.safeParse(section).success, `${o.id} ${section.title}`).toBe(true);
      for (const media of o.images) expect(mediaItemSchema.safeParse(media).success, o.id).toBe(true);
      expect(o.images[0]?.type, o.id).toBe("image");
      for (const occasion of o.occasions) expect(Object.keys(OCCASIONS), o.id).toContain(occasion);
      expect(o.rating, o.id).toBeGreaterThanOrEqual(0);
      expect(o.rating, o.id).toBeLessThanOrEqual(5);
      expect(o.priceLabel, o.id).toMatch(/₹/);
    }
  });

  it("buy offerings carry no invented shop link: only a real page of the allow-list, of which there is none yet", () => {
    const buy = offerings.filter((o) => o.offeringType === "buy");
    expect(buy.map((o) => o.id).sort()).toEqual(
      [...Array.from({ length: 32 }, (_, i) => `DGP${i + 1}`), ...Array.from({ length: 6 }, (_, i) => `NNC${i + 1}`)].sort(),
    );
    const allowed = new Set(Object.values(SHOP_LINKS));
    expect(allowed.size).toBe(0);
    for (const o of offerings) {
      if (o.redirectUrl !== null) expect(allowed.has(o.redirectUrl), `${o.id} links to ${o.redirectUrl}`).toBe(true);
    }
    expect(offerings.filter((o) => o.redirectUrl !== null).map((o) => o.id)).toEqual([]);
    expect(["dgp1", "dgp7", "nnc6"].map(resolveShortCode)).toEqual([null, null, null]);
  });

  it("bookable studio offerings ask for name, mobile and address", () => {
    const book = offerings.filter((o) => o.offeringType === "book");
    expect(book.map((o) => o.id)).toEqual(["JSS1", "JSS2"]);
    for (const o of book) {
      expect(o.bookingAttributes.map((a) => [a.field, a.inputType, a.type, a.required])).toEqual([
        ["name", "text", "input", true],
        ["mobile", "tel", "input", true],
        ["address", "text", "textarea", true],
      ]);
      for (const a of o.bookingAttributes) expect(bookingAttributeSchema.safeParse(a).success).toBe(true);
    }
  });

  it("keeps the spec's prices and price models (catalogue §9)", () => {
    const price = (id: string) => byId.get(id)?.price;
    expect([2, 3, 4, 5, 6, 7].map((n) => price(`NNC${n}`))).toEqual([499, 699, 999, 1299, 1899, 2499]);
    expect(byId.get("ZS1")?.priceLabel).toBe("₹6,000 per floor per day");
    expect(byId.get("ZS2")?.price).toBe(6000);
    expect(byId.get("SRD1")?.priceLabel).toBe("₹3,000 per floor per day");
    expect(price("SRD2")).toBe(4000);
    expect(price("SRD3")).toBe(5000);
    expect(price("DID1")).toBe(100000);
    const packages =
      byId
        .get("DID1")
        ?.description.find((s) => s.title === "Corporate Packages")
        ?.items.join(" ") ?? "";
    for (const amount of ["₹1,00,000", "₹1,30,000", "₹1,95,000"]) expect(packages).toContain(amount);
    const sweets = offerings.filter((o) => o.category === "sweets");
    const free = sweets.filter((o) => o.price === 0);
    expect(free).toHaveLength(1);
    expect(free[0]?.priceLabel).toBe("From ₹299");
    for (const s of sweets.filter((o) => o.price > 0)) {
      expect(s.price).toBeGreaterThanOrEqual(249);
      expect(s.price).toBeLessThanOrEqual(399);
    }
    const dgc = offerings.filter((o) => idFamily(o.id) === "DGC");
    for (const o of dgc) expect([o.rating, o.totalClients, o.totalReviews, o.subCategory]).toEqual([4.3, 1000, 203, "corporate"]);
    const within = (family: string, min: number, max: number) => {
      for (const o of offerings.filter((x) => idFamily(x.id) === family)) {
        expect(o.price, o.id).toBeGreaterThanOrEqual(min);
        expect(o.price, o.id).toBeLessThanOrEqual(max);
      }
    };
    within("DGP", 1350, 15500);
    within("HOCG", 510, 11370);
    within("HWGH", 599, 1299);
    within("HKGN", 4000, 15000);
    within("SHIVA", 5000, 20000);
    within("MFDEC", 12500, 15500);
    expect([price("JSS1"), price("JSS2")]).toEqual([4999, 9999]);
  });
});

describe("collections (spec: catalogue §2 and §5)", () => {
  it("defines the 13 collection slugs", () => {
    expect(COLLECTIONS.map((c) => c.slug).sort()).toEqual(
      [
        "curated-gifts-for-your-team",
        "curated-gifts-for-your-loved-ones",
        "outdoor-lighting-for-apartments-villas",
        "office-decor",
        "home-decor",
        "curated-sweets",
        "curated-gifts-for-your-team-corporate",
        "office-decor-corporate",
        "curated-sweets-corporate",
        "curated-gifts-team-corporate-under-500",
        "curated-gifts-team-corporate-under-1000",
        "curated-gifts-team-corporate-under-2000",
        "curated-gifts-team-corporate",
      ].sort(),
    );
    expect(COLLECTIONS.find((c) => c.slug === "curated-gifts-for-your-loved-ones")?.title).toBe("Curated Gifts For Your Loved Ones");
  });

  it("every collection has content, and home rows and category pages name real collections", () => {
    for (const c of COLLECTIONS) expect(selectByRule(c.rule, offerings).length, c.slug).toBeGreaterThan(0);
    const slugs = new Set<string>(COLLECTIONS.map((c) => c.slug));
    for (const slug of [...HOME_ROWS, ...Object.values(SECTION_PAGES).flatMap((p) => p.rows)]) expect(slugs.has(slug)).toBe(true);
  });

  it("Outdoor Lighting is ZS1, SRD4, ZS2, SRD1 in that order", () => {
    const rule = COLLECTIONS.find((c) => c.slug === "outdoor-lighting-for-apartments-villas")!.rule;
    expect(selectByRule(rule, offerings).map((o) => o.id)).toEqual(["ZS1", "SRD4", "ZS2", "SRD1"]);
  });

  it("skips an id that matches no offering, with a warning", () => {
    const warn = vi.fn();
    expect(selectByRule({ kind: "ids", ids: ["ZS1", "NOPE9"] }, offerings, warn).map((o) => o.id)).toEqual(["ZS1"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("NOPE9"));
  });

  it("price bands follow the rules: under 500 below 550, under 1000 and 2000 inclusive", () => {
    const band = (slug: string) => selectByRule(COLLECTIONS.find((c) => c.slug === slug)!.rule, offerings);
    const under500 = band("curated-gifts-team-corporate-under-500");
    expect(under500.every((o) => o.price < 550 && o.price > 0)).toBe(true);
    expect(under500.map((o) => o.id)).toEqual(expect.arrayContaining(["DGC7", "NNC2"]));
    expect(band("curated-gifts-team-corporate-under-1000").every((o) => PRICE_RULES.under1000(o.price))).toBe(true);
    expect(band("curated-gifts-team-corporate-under-2000").every((o) => PRICE_RULES.under2000(o.price))).toBe(true);
    expect(band("curated-gifts-team-corporate-under-1000").some((o) => o.price === 1000)).toBe(true);
  });

  it("the team gift row opens 3 DGC, 2 NNC, 3 HOCG, 1 HWGH", () => {
    const team = selectByRule(COLLECTIONS.find((c) => c.slug === "curated-gifts-for-your-team")!.rule, offerings);
    expect(team.slice(0, 9).map((o) => idFamily(o.id))).toEqual(["DGC", "DGC", "DGC", "NNC", "NNC", "HOCG", "HOCG", "HOCG", "HWGH"]);
    expect(team.slice(0, 3).map((o) => o.id)).toEqual(["DGC2", "DGC3", "DGC4"]);
  });
});

describe("generated logos", () => {
  it("are well-formed SVG even when the vendor name has an ampersand", async () => {
    const { logoSvg } = await import("../src/images/art.ts");
    const svg = logoSvg("Deepam Gifts & Decor", ["#000000", "#ffffff"]);
    expect(svg).toContain('aria-label="Deepam Gifts &amp; Decor logo"');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe("Good to Know lines", () => {
  it("never name an offering by its internal id, since a vendor's lines show on all its offerings", () => {
    const ids = new Set(CATALOGUE.offerings.map((o) => o.id));
    const named = Object.values(CONNECT_INFO_LINES)
      .flat()
      .flatMap((line) => line!.match(/\b[A-Z]{2,8}\d+\b/g) ?? [])
      .filter((word) => ids.has(word));
    expect(named).toEqual([]);
  });
});
