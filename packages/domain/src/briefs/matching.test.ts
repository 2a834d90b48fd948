import { describe, expect, it } from "vitest";
import { matchesBrief, matchingCategories } from "./matching.ts";
import type { MatchCandidate } from "./matching.ts";
import { localityByName } from "../terms/localities.ts";
import type { VendorTermsByCategory } from "../terms/rules.ts";

// The one matching rule (docs/decisions/0023): categories on sale, the service area and the lead time, by category.

const at = (name: string) => localityByName(name)!;
/** 10 a.m. in India on 1 March 2030: "today" is 2030-03-01. */
const NOW = new Date("2030-03-01T04:30:00Z");

const terms = (overrides: Partial<VendorTermsByCategory> = {}): VendorTermsByCategory => ({
  serviceArea: { kind: "radius", baseLocality: "Indiranagar", radiusKm: 10 },
  leadTimeDays: 3,
  leadTimeText: "3 days",
  advancePercent: 25,
  refunds: null,
  byCategory: {},
  ...overrides,
});
const vendor = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({ terms: terms(), categoriesOnSale: ["decor"], ...overrides });
const brief = { categories: ["decor"], locality: at("HSR Layout"), eventDate: "2030-03-10" };

describe("matching a brief to a vendor", () => {
  it("matches a vendor that sells the category, serves the locality and can be booked by the date", () => {
    expect(matchingCategories(vendor(), brief, NOW)).toEqual(["decor"]);
    expect(matchesBrief(vendor(), brief, NOW)).toBe(true);
  });

  it("needs an offering on sale in a category the brief asks for", () => {
    expect(matchesBrief(vendor({ categoriesOnSale: ["gifts"] }), brief, NOW)).toBe(false);
    expect(matchesBrief(vendor({ categoriesOnSale: [] }), brief, NOW)).toBe(false);
    expect(
      matchingCategories(vendor({ categoriesOnSale: ["sweets", "decor"] }), { ...brief, categories: ["sweets", "decor", "gifts"] }, NOW),
    ).toEqual(["sweets", "decor"]);
  });

  it("needs the locality inside the vendor's area: a radius, the city limits or everywhere", () => {
    expect(matchesBrief(vendor(), { ...brief, locality: at("Yelahanka") }, NOW)).toBe(false);
    const city = vendor({ terms: terms({ serviceArea: { kind: "city" } }) });
    expect(matchesBrief(city, { ...brief, locality: at("Whitefield") }, NOW)).toBe(true);
    expect(matchesBrief(city, { ...brief, locality: at("Devanahalli") }, NOW)).toBe(false);
    const india = vendor({ terms: terms({ serviceArea: { kind: "india", baseLocality: null } }) });
    expect(matchesBrief(india, { ...brief, locality: at("Devanahalli") }, NOW)).toBe(true);
  });

  it("takes a locality the vendor names, outside its radius (docs/decisions/0036)", () => {
    const named = vendor({
      terms: terms({ serviceArea: { kind: "radius", baseLocality: "Indiranagar", radiusKm: 10, areas: ["Yelahanka"] } }),
    });
    expect(matchesBrief(named, { ...brief, locality: at("Yelahanka") }, NOW)).toBe(true);
    expect(matchesBrief(named, { ...brief, locality: at("Devanahalli") }, NOW)).toBe(false);
  });

  it("needs the lead time, counted from today in India, to reach the event date", () => {
    expect(matchesBrief(vendor(), { ...brief, eventDate: "2030-03-04" }, NOW)).toBe(true);
    expect(matchesBrief(vendor(), { ...brief, eventDate: "2030-03-03" }, NOW)).toBe(false);
    // 11 p.m. on 28 February in UTC is already 1 March in India.
    expect(matchesBrief(vendor(), { ...brief, eventDate: "2030-03-03" }, new Date("2030-02-28T23:00:00Z"))).toBe(false);
    expect(matchesBrief(vendor({ terms: terms({ leadTimeDays: null }) }), { ...brief, eventDate: "2030-03-01" }, NOW)).toBe(true);
  });

  it("reads the terms of each category: decor in Bangalore only, hampers across India", () => {
    const mixed = vendor({
      categoriesOnSale: ["decor", "gifts"],
      terms: terms({
        serviceArea: { kind: "city" },
        leadTimeDays: 7,
        byCategory: { gifts: { serviceArea: { kind: "india", baseLocality: "HBR Layout" }, leadTimeDays: 2 } },
      }),
    });
    const both = { ...brief, categories: ["decor", "gifts"] };
    expect(matchingCategories(mixed, { ...both, eventDate: "2030-03-05" }, NOW)).toEqual(["gifts"]);
    expect(matchingCategories(mixed, { ...both, eventDate: "2030-03-08" }, NOW)).toEqual(["decor", "gifts"]);
    expect(matchingCategories(mixed, { ...both, locality: at("Devanahalli"), eventDate: "2030-03-08" }, NOW)).toEqual(["gifts"]);
  });
});
