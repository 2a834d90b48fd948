import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { CATALOGUE_CATEGORY_FALLBACK, CITY_LIMITS, VENDOR_PROFILE_LIMITS } from "@utsav/domain";
import { vendors } from "@utsav/db";
import { catalogueSections } from "../src/modules/vendors/catalogue-sections.ts";
import { buildTestApp } from "./helper.ts";

// The profile a catalogue vendor's owner finds once linked (docs/decisions/0033, catalogue-sections.ts): built from
// the storefront, each section passing the schema its save passes. Linking itself: operator-vendor-owner.test.ts.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("a catalogue vendor's profile, as its owner finds it", () => {
  /** The vendor's row with the catalogue's own words, whatever other tests changed in the database. */
  const rowOf = async (id: string) => {
    const [row] = await app.database.db.select().from(vendors).where(eq(vendors.id, id));
    const seed = CATALOGUE.vendors.find((v) => v.key === id);
    if (!row || !seed) throw new Error(`no vendor ${id}`);
    const { name, titleTag, description, phone, area, policy } = seed;
    return { ...row, name, titleTag, description, phone, area, policy };
  };
  const offeredBy = (key: string) =>
    [...new Set(CATALOGUE.offerings.filter((o) => o.vendorKey === key).map((o) => o.category))].map((category) => ({
      category,
      onSale: true,
    }));
  const ownerPhone = "+919812345678";

  it("builds every catalogue vendor's four sections, each passing the schema its save passes", async () => {
    for (const { key, terms } of CATALOGUE.vendors) {
      const sections = catalogueSections({ vendor: await rowOf(key), terms, offered: offeredBy(key), ownerPhone });
      expect(sections.business.categories.length, key).toBeGreaterThan(0);
      expect(sections.service.serviceAreas.length, key).toBeGreaterThan(0);
    }
  });

  it("takes the Service section from the kind of its service area, never naming the base twice", async () => {
    const service = async (key: string, serviceArea = CATALOGUE.vendors.find((v) => v.key === key)!.terms.serviceArea) => {
      const { terms } = CATALOGUE.vendors.find((v) => v.key === key)!;
      return catalogueSections({ vendor: await rowOf(key), terms: { ...terms, serviceArea }, offered: offeredBy(key), ownerPhone }).service;
    };
    // A radius: its base, radius and lead time; the base is the one area where none other is named.
    expect(await service("hoovu-kala")).toEqual({ area: "HSR Layout", serviceAreas: ["HSR Layout"], serviceRadiusKm: 15, leadTimeDays: 4 });
    // Its named areas, each once, the base left out.
    expect(
      await service("hoovu-kala", {
        kind: "radius",
        baseLocality: "HSR Layout",
        radiusKm: 8,
        areas: ["HSR Layout", "Whitefield", "whitefield", "Marathahalli"],
      }),
    ).toMatchObject({ area: "HSR Layout", serviceAreas: ["Whitefield", "Marathahalli"], serviceRadiusKm: 8 });
    // The city limits: the storefront's locality and the city's radius.
    expect(await service("nanna-naturals")).toMatchObject({
      area: "Jayanagar",
      serviceAreas: ["Jayanagar"],
      serviceRadiusKm: CITY_LIMITS.radiusKm,
    });
    expect(await service("nanna-naturals", { kind: "city", areas: ["Whitefield"] })).toMatchObject({ serviceAreas: ["Whitefield"] });
    // Pan India: its base and the widest radius the section takes.
    expect(await service("deepam-gifts")).toMatchObject({
      area: "Indiranagar",
      serviceAreas: ["Indiranagar"],
      serviceRadiusKm: VENDOR_PROFILE_LIMITS.serviceRadiusKm.max,
    });
  });

  it("names a category even where no offering on sale does, and fails loudly on a storefront the sections no longer fit", async () => {
    const vendor = await rowOf("jaya-studio");
    const { terms } = CATALOGUE.vendors.find((v) => v.key === "jaya-studio")!;
    const categories = (offered: { category: string; onSale: boolean }[]) =>
      catalogueSections({ vendor, terms, offered, ownerPhone }).business.categories;
    expect(
      categories([
        { category: "gifts", onSale: false },
        { category: "sweets", onSale: true },
      ]),
    ).toEqual(["sweets"]);
    expect(categories([{ category: "sweets", onSale: false }])).toEqual(["sweets"]);
    expect(categories([])).toEqual([CATALOGUE_CATEGORY_FALLBACK]);
    expect(() => catalogueSections({ vendor: { ...vendor, area: "Zzzzland" }, terms, offered: [], ownerPhone })).toThrow(ZodError);
  });
});
