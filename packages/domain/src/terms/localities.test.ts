import { describe, expect, it } from "vitest";
import {
  BENGALURU_BOUNDS,
  BENGALURU_LOCALITIES,
  findLocality,
  haversineKm,
  localitiesByPincode,
  localityByName,
  localityKey,
  PINCODE_PATTERN,
  suggestLocalities,
} from "./localities.ts";

describe("the Bengaluru gazetteer", () => {
  it("has at least 150 localities, each with pincodes and a point", () => {
    expect(BENGALURU_LOCALITIES.length).toBeGreaterThanOrEqual(150);
    for (const l of BENGALURU_LOCALITIES) {
      expect(l.pincodes.length, l.name).toBeGreaterThan(0);
      for (const pincode of l.pincodes) expect(pincode, l.name).toMatch(PINCODE_PATTERN);
    }
  });

  it("has no name twice, counting other spellings, whatever the case and spacing", () => {
    const keys = BENGALURU_LOCALITIES.flatMap((l) => [l.name, ...l.aliases].map(localityKey));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("has no pincode twice in one locality, and no two localities at one point", () => {
    for (const l of BENGALURU_LOCALITIES) expect(new Set(l.pincodes).size, l.name).toBe(l.pincodes.length);
    const points = BENGALURU_LOCALITIES.map((l) => `${l.lat},${l.lon}`);
    expect(points.filter((p, i) => points.indexOf(p) !== i)).toEqual([]);
  });

  it("resolves every pincode to one locality first: the one whose post office carries it", () => {
    const pincodes = new Set(BENGALURU_LOCALITIES.flatMap((l) => l.pincodes));
    expect(pincodes.size).toBeGreaterThanOrEqual(100);
    for (const pincode of pincodes) expect(findLocality(pincode)?.pincodes, pincode).toContain(pincode);
    expect(localitiesByPincode("560076").map((l) => l.name)).toEqual(["BTM Layout", "Arekere", "Hulimavu", "Bilekahalli"]);
  });

  it("puts every locality inside Bengaluru's bounding box", () => {
    for (const l of BENGALURU_LOCALITIES) {
      expect(l.lat, l.name).toBeGreaterThanOrEqual(BENGALURU_BOUNDS.south);
      expect(l.lat, l.name).toBeLessThanOrEqual(BENGALURU_BOUNDS.north);
      expect(l.lon, l.name).toBeGreaterThanOrEqual(BENGALURU_BOUNDS.west);
      expect(l.lon, l.name).toBeLessThanOrEqual(BENGALURU_BOUNDS.east);
    }
  });

  it("knows every locality the catalogue's vendors work from", () => {
    for (const name of ["HSR Layout", "KR Puram", "Koramangala", "Indiranagar", "HBR Layout", "Whitefield", "BTM Layout", "MG Road"]) {
      expect(localityByName(name)?.name).toBe(name);
    }
  });
});

describe("finding a locality", () => {
  it("by name whatever the case, dots and spaces, and by another spelling", () => {
    expect(findLocality("  k.r. puram ")?.name).toBe("KR Puram");
    expect(findLocality("Krishnarajapuram")?.name).toBe("KR Puram");
    expect(findLocality("hsr layout")?.name).toBe("HSR Layout");
    expect(findLocality("Atlantis")).toBeNull();
  });

  it("by pincode", () => {
    expect(findLocality("560102")?.name).toBe("HSR Layout");
    expect(findLocality("560095")?.name).toBe("Koramangala");
    expect(findLocality("110001")).toBeNull();
  });

  it("suggests names by their start first, then by a word, and pincodes by their digits", () => {
    expect(suggestLocalities("kora")[0]?.name).toBe("Koramangala");
    expect(suggestLocalities("layout").map((l) => l.name)).toContain("HSR Layout");
    expect(suggestLocalities("White")[0]?.name).toBe("Whitefield");
    expect(suggestLocalities("56010").map((l) => l.pincodes[0])).toEqual(expect.arrayContaining(["560100", "560102", "560103"]));
    expect(suggestLocalities("5601", 3)).toHaveLength(3);
    expect(suggestLocalities("  ")).toEqual([]);
  });
});

describe("haversine distance", () => {
  it("matches known pairs", () => {
    // One degree of latitude along a meridian: 2πR/360 on the mean radius.
    expect(haversineKm({ lat: 12, lon: 77.6 }, { lat: 13, lon: 77.6 })).toBeCloseTo(111.195, 2);
    // Cambridge to Paris, the textbook example (404.3 km).
    expect(haversineKm({ lat: 52.205, lon: 0.119 }, { lat: 48.857, lon: 2.351 })).toBeCloseTo(404.3, 0);
    // Big Ben to the Statue of Liberty (5,575 km).
    expect(haversineKm({ lat: 51.5007, lon: -0.1246 }, { lat: 40.6892, lon: -74.0445 })).toBeCloseTo(5575, -1);
  });

  it("is symmetric and zero from a place to itself", () => {
    const hsr = localityByName("HSR Layout")!;
    const btm = localityByName("BTM Layout")!;
    expect(haversineKm(hsr, hsr)).toBe(0);
    expect(haversineKm(hsr, btm)).toBeCloseTo(haversineKm(btm, hsr), 9);
    expect(haversineKm(hsr, btm)).toBeGreaterThan(3.5);
    expect(haversineKm(hsr, btm)).toBeLessThan(4.5);
  });
});
