import { describe, expect, it } from "vitest";
import { localityByName } from "./localities.ts";
import { termsForCategory } from "./rules.ts";
import type { VendorTermsByCategory } from "./rules.ts";
import { CITY_LIMITS, serviceabilityLine, serviceabilityOf, serviceAreaSummary } from "./service-areas.ts";

const at = (name: string) => localityByName(name)!;

describe("serviceability", () => {
  const hkgn = { kind: "radius", baseLocality: "HSR Layout", radiusKm: 15 } as const;

  it("serves within the radius of the base locality, and says how far and from where", () => {
    expect(serviceabilityOf(hkgn, at("BTM Layout"))).toEqual({ serves: true, distanceKm: 4.1, baseLocality: "HSR Layout", radiusKm: 15 });
    const yelahanka = serviceabilityOf(hkgn, at("Yelahanka"));
    expect(yelahanka).toMatchObject({ serves: false, baseLocality: "HSR Layout", radiusKm: 15 });
    expect(serviceabilityLine("Yelahanka", yelahanka)).toBe("Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout");
    expect(serviceabilityLine("BTM Layout", serviceabilityOf(hkgn, at("BTM Layout")))).toBe("Serves BTM Layout");
  });

  it("takes 'Bangalore only' as the city limits and 'Pan India' as everywhere", () => {
    expect(serviceabilityOf({ kind: "city" }, at("Whitefield")).serves).toBe(true);
    expect(serviceabilityOf({ kind: "city" }, at("Devanahalli"))).toMatchObject({
      serves: false,
      baseLocality: CITY_LIMITS.name,
      radiusKm: CITY_LIMITS.radiusKm,
    });
    expect(serviceabilityOf({ kind: "india", baseLocality: "HBR Layout" }, at("Devanahalli"))).toMatchObject({
      serves: true,
      baseLocality: "HBR Layout",
      radiusKm: null,
    });
    expect(serviceabilityOf({ kind: "india", baseLocality: null }, { lat: 28.61, lon: 77.21 }).serves).toBe(true);
  });

  it("takes a base that is no Bengaluru locality as the city limits", () => {
    expect(serviceabilityOf({ kind: "radius", baseLocality: "Atlantis", radiusKm: 2 }, at("Whitefield"))).toMatchObject({
      serves: true,
      baseLocality: CITY_LIMITS.name,
    });
  });

  it("applies the terms of an offering's category over the vendor's", () => {
    const terms: VendorTermsByCategory = {
      serviceArea: { kind: "india", baseLocality: "Indiranagar" },
      leadTimeDays: null,
      leadTimeText: null,
      advancePercent: null,
      refunds: null,
      byCategory: { decor: { serviceArea: { kind: "city" }, leadTimeDays: 7 } },
    };
    expect(termsForCategory(terms, "decor")).toMatchObject({ serviceArea: { kind: "city" }, leadTimeDays: 7 });
    expect(termsForCategory(terms, "gifts")).toMatchObject({ serviceArea: { kind: "india" }, leadTimeDays: null });
  });
});

describe("named service areas (docs/decisions/0036)", () => {
  // The sound crew's radius: 8 km of HSR Layout, which leaves out Whitefield (12.9 km) and KR Puram (11.9 km).
  const crew = { kind: "radius", baseLocality: "HSR Layout", radiusKm: 8, areas: ["Whitefield", "HSR Layout"] } as const;

  it("serves a named locality outside the radius, and still says how far it is", () => {
    expect(serviceabilityOf(crew, at("Whitefield"))).toEqual({ serves: true, distanceKm: 12.9, baseLocality: "HSR Layout", radiusKm: 8 });
    expect(serviceabilityLine("Whitefield", serviceabilityOf(crew, at("Whitefield")))).toBe("Serves Whitefield");
  });

  it("says exactly why for a locality neither in the radius nor named", () => {
    const krPuram = serviceabilityOf(crew, at("KR Puram"));
    expect(krPuram).toMatchObject({ serves: false, distanceKm: 11.9 });
    expect(serviceabilityLine("KR Puram", krPuram)).toBe("Doesn't serve KR Puram: 12 km away, serves within 8 km of HSR Layout");
  });

  it("matches names whatever their case and spacing, but never a bare point", () => {
    const spelled = { ...crew, areas: ["white field"] };
    expect(serviceabilityOf(spelled, at("Whitefield")).serves).toBe(true);
    const { lat, lon } = at("Whitefield");
    expect(serviceabilityOf(crew, { lat, lon }).serves).toBe(false);
  });

  it("adds to the city limits too, and to nothing for Pan India", () => {
    const city = { kind: "city", areas: ["Devanahalli"] } as const;
    expect(serviceabilityOf(city, at("Devanahalli")).serves).toBe(true);
    expect(serviceabilityOf(city, at("Anekal")).serves).toBe(false);
    expect(serviceabilityOf({ kind: "city" }, at("Devanahalli")).serves).toBe(false);
  });

  it("goes with the category's terms, like the radius", () => {
    const terms: VendorTermsByCategory = {
      serviceArea: { kind: "city", areas: ["Devanahalli"] },
      leadTimeDays: null,
      leadTimeText: null,
      advancePercent: null,
      refunds: null,
      byCategory: { decor: { serviceArea: { kind: "radius", baseLocality: "HSR Layout", radiusKm: 8 } } },
    };
    expect(serviceabilityOf(termsForCategory(terms, "gifts").serviceArea, at("Devanahalli")).serves).toBe(true);
    expect(serviceabilityOf(termsForCategory(terms, "decor").serviceArea, at("Devanahalli")).serves).toBe(false);
  });
});

describe("the service area summary", () => {
  const radius = (areas?: string[]) => ({ kind: "radius", baseLocality: "HSR Layout", radiusKm: 8, areas }) as const;

  it("says the radius, the city limits or Pan India as before", () => {
    expect(serviceAreaSummary(radius())).toBe("Serves within 8 km of HSR Layout");
    expect(serviceAreaSummary(radius([]))).toBe("Serves within 8 km of HSR Layout");
    expect(serviceAreaSummary({ kind: "city" })).toBe("Serves within Bengaluru's city limits");
    expect(serviceAreaSummary({ kind: "india", baseLocality: null })).toBe("Delivers across India");
  });

  it("names the areas besides, without the base and without repeats", () => {
    expect(serviceAreaSummary(radius(["Whitefield"]))).toBe("Serves within 8 km of HSR Layout, and Whitefield");
    expect(serviceAreaSummary(radius(["HSR Layout", "Whitefield", "Marathahalli", "whitefield"]))).toBe(
      "Serves within 8 km of HSR Layout, and Whitefield, Marathahalli",
    );
    expect(serviceAreaSummary(radius(["HSR Layout"]))).toBe("Serves within 8 km of HSR Layout");
    expect(serviceAreaSummary({ kind: "city", areas: ["Devanahalli"] })).toBe("Serves within Bengaluru's city limits, and Devanahalli");
  });

  it("stays short: two names, then how many more", () => {
    expect(serviceAreaSummary(radius(["Whitefield", "Marathahalli", "KR Puram"]))).toBe(
      "Serves within 8 km of HSR Layout, and Whitefield, Marathahalli and 1 more area",
    );
    expect(serviceAreaSummary(radius(["Whitefield", "Marathahalli", "KR Puram", "Hebbal", "Yelahanka"]))).toBe(
      "Serves within 8 km of HSR Layout, and Whitefield, Marathahalli and 3 more areas",
    );
  });
});
