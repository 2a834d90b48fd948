import { describe, expect, it } from "vitest";
import { idFamily, idNumber, interleaveByFamily, PRICE_RULES } from "./collections.ts";

describe("collection price rules (spec: catalogue §5)", () => {
  it("under 500 means a price below 550", () => {
    expect(PRICE_RULES.under500(510)).toBe(true);
    expect(PRICE_RULES.under500(549)).toBe(true);
    expect(PRICE_RULES.under500(550)).toBe(false);
  });
  it("under 1000 and under 2000 include the bound", () => {
    expect(PRICE_RULES.under1000(1000)).toBe(true);
    expect(PRICE_RULES.under1000(1001)).toBe(false);
    expect(PRICE_RULES.under2000(2000)).toBe(true);
    expect(PRICE_RULES.under2000(2001)).toBe(false);
  });
  it("an unpriced offering (price 0) belongs to no price band", () => {
    expect(PRICE_RULES.under500(0)).toBe(false);
  });
});

describe("home gift-row interleave: 3 DGC, 2 NNC, 3 HOCG, 1 HWGH, repeating", () => {
  const ids = [
    ...Array.from({ length: 7 }, (_, i) => `DGC${i + 2}`),
    ...Array.from({ length: 3 }, (_, i) => `NNC${i + 1}`),
    ...Array.from({ length: 5 }, (_, i) => `HOCG${i + 1}`),
    ...Array.from({ length: 2 }, (_, i) => `HWGH${i + 1}`),
    "DGP1",
  ];

  it("follows the pattern and keeps each family's order", () => {
    expect(interleaveByFamily(ids, idFamily)).toEqual([
      "DGC2",
      "DGC3",
      "DGC4",
      "NNC1",
      "NNC2",
      "HOCG1",
      "HOCG2",
      "HOCG3",
      "HWGH1",
      "DGC5",
      "DGC6",
      "DGC7",
      "NNC3",
      "HOCG4",
      "HOCG5",
      "HWGH2",
      "DGC8",
      "DGP1",
    ]);
  });

  it("loses and duplicates nothing", () => {
    const out = interleaveByFamily(ids, idFamily);
    expect([...out].sort()).toEqual([...ids].sort());
  });

  it("copes with missing families", () => {
    expect(interleaveByFamily(["HWGH1", "HWGH2"], idFamily)).toEqual(["HWGH1", "HWGH2"]);
    expect(interleaveByFamily([], idFamily)).toEqual([]);
  });

  it("reads families and numbers from ids", () => {
    expect(idFamily("HOCG17")).toBe("HOCG");
    expect(idFamily("DID1")).toBe("DID");
    expect(idNumber("HOCG17")).toBe(17);
  });
});
