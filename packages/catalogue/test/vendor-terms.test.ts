import { describe, expect, it } from "vitest";
import { amountPaid, localityByName, refundFor, serviceabilityOf, termsForCategory } from "@utsav/domain";
import type { RefundSchedule } from "@utsav/domain";
import { CATALOGUE, VENDOR_TERMS } from "../src/index.ts";

// spec: catalogue §9 "Lead times, service radii, advances and refunds by vendor": each row of the table.

const bookedAt = new Date("2025-03-01T06:30:00Z"); // 12:00 in India
const event = "2025-03-10";
/** Cancelling this many days before the event date begins in India (a booking holds a date, not a time). */
const daysBefore = (days: number) => new Date(Date.parse(`${event}T00:00:00+05:30`) - days * 86_400_000);
const percentBack = (schedule: RefundSchedule, cancelAt: Date) =>
  refundFor(schedule, { paid: 1000, eventDate: event, cancelAt, bookedAt }).percent;

describe("the catalogue's vendor terms", () => {
  it("has terms for every vendor, with a base that is a Bengaluru locality", () => {
    expect(Object.keys(VENDOR_TERMS).sort()).toEqual(CATALOGUE.vendors.map((v) => v.key).sort());
    for (const [key, terms] of Object.entries(VENDOR_TERMS)) {
      const area = terms.serviceArea;
      if (area.kind !== "city" && area.baseLocality) expect(localityByName(area.baseLocality)?.name, key).toBe(area.baseLocality);
    }
  });

  it("keeps the radii and lead times of the table, ranges at their upper bound", () => {
    expect(VENDOR_TERMS["hoovu-kala"]).toMatchObject({
      serviceArea: { baseLocality: "HSR Layout", radiusKm: 15 },
      leadTimeDays: 4,
      advancePercent: 50,
    });
    expect(VENDOR_TERMS["zenith-sound"]).toMatchObject({ serviceArea: { baseLocality: "HSR Layout", radiusKm: 8 }, leadTimeDays: 6 });
    expect(VENDOR_TERMS["shiva-flowers"]).toMatchObject({ serviceArea: { baseLocality: "KR Puram", radiusKm: 20 }, leadTimeDays: 6 });
    expect(VENDOR_TERMS["sri-ranga-lights"]).toMatchObject({ serviceArea: { baseLocality: "Koramangala", radiusKm: 30 }, leadTimeDays: 3 });
    expect(VENDOR_TERMS["mallige-florals"]).toMatchObject({ serviceArea: { kind: "city" }, leadTimeDays: 5, advancePercent: 50 });
    expect(VENDOR_TERMS["highball-works"]).toMatchObject({ serviceArea: { kind: "india" }, leadTimeDays: 15 });
    expect(termsForCategory(VENDOR_TERMS["deepam-gifts"], "decor")).toMatchObject({ serviceArea: { kind: "city" }, leadTimeDays: 7 });
    expect(termsForCategory(VENDOR_TERMS["deepam-gifts"], "gifts").serviceArea.kind).toBe("india");
  });

  it("invents nothing the table does not show", () => {
    expect(VENDOR_TERMS["jaya-studio"].refunds).toBeNull();
    for (const key of ["deepam-gifts", "nanna-naturals", "house-of-corporate-gifts", "highball-works", "jaya-studio"] as const) {
      expect(VENDOR_TERMS[key].advancePercent, key).toBeNull();
    }
    expect(VENDOR_TERMS["nanna-naturals"].leadTimeDays).toBeNull();
  });

  it("serves inside each radius and not outside it", () => {
    const serves = (key: keyof typeof VENDOR_TERMS, place: string) =>
      serviceabilityOf(VENDOR_TERMS[key].serviceArea, localityByName(place)!).serves;
    expect([serves("hoovu-kala", "BTM Layout"), serves("hoovu-kala", "Yelahanka")]).toEqual([true, false]);
    expect([serves("zenith-sound", "Koramangala"), serves("zenith-sound", "Whitefield")]).toEqual([true, false]);
    expect([serves("shiva-flowers", "Whitefield"), serves("shiva-flowers", "Kengeri")]).toEqual([true, false]);
    expect([serves("sri-ranga-lights", "Yelahanka"), serves("sri-ranga-lights", "Devanahalli")]).toEqual([true, false]);
    expect([serves("jaya-studio", "Whitefield"), serves("jaya-studio", "Devanahalli")]).toEqual([true, false]);
    expect(serves("highball-works", "Devanahalli")).toBe(true);
  });
});

describe("the refund calculator, for every schedule of the terms table", () => {
  const schedule = (key: keyof typeof VENDOR_TERMS) => VENDOR_TERMS[key].refunds!;

  it("gifting and decor company: full refund 24 hours or more before delivery", () => {
    expect([3, 1, 0.4].map((d) => percentBack(schedule("deepam-gifts"), daysBefore(d)))).toEqual([100, 100, 0]);
  });

  it("natural-foods vendor and corporate-gifting vendor: no cancellation", () => {
    expect(percentBack(schedule("nanna-naturals"), daysBefore(9))).toBe(0);
    expect(percentBack(schedule("house-of-corporate-gifts"), daysBefore(9))).toBe(0);
  });

  it("flower decorators: 100% at 48 hours, 80% at 24 hours", () => {
    expect([5, 2, 1.2, 1, 0.4].map((d) => percentBack(schedule("hoovu-kala"), daysBefore(d)))).toEqual([100, 100, 80, 80, 0]);
  });

  it("sound and lighting: 70% at 48 hours, none within 24 hours", () => {
    expect([3, 2, 1, 0.4].map((d) => percentBack(schedule("zenith-sound"), daysBefore(d)))).toEqual([70, 70, 0, 0]);
  });

  it("floral wholesaler: 80% at 48 hours, none within 24 hours", () => {
    expect([3, 2, 1.4].map((d) => percentBack(schedule("shiva-flowers"), daysBefore(d)))).toEqual([80, 80, 0]);
  });

  it("lighting house: 100% at 48 hours, none within 2 hours", () => {
    expect([3, 2, 1.4].map((d) => percentBack(schedule("sri-ranga-lights"), daysBefore(d)))).toEqual([100, 100, 0]);
  });

  it("florist: 10% if cancelled before the date", () => {
    expect([9, 0.5, -0.4].map((d) => percentBack(schedule("mallige-florals"), daysBefore(d)))).toEqual([10, 10, 0]);
  });

  it("barware company: cancel within 24 hours of placing the order", () => {
    const placed = (hours: number) => new Date(bookedAt.getTime() + hours * 3_600_000);
    expect([1, 24, 25].map((h) => percentBack(schedule("highball-works"), placed(h)))).toEqual([100, 100, 0]);
  });

  it("answers in rupees of what was paid: the advance, or the price where none is stated", () => {
    const paid = amountPaid(4000, VENDOR_TERMS["hoovu-kala"].advancePercent);
    const quote = refundFor(schedule("hoovu-kala"), { paid, eventDate: event, cancelAt: daysBefore(1.2), bookedAt });
    expect(quote).toEqual({ percent: 80, refund: 1600, paid: 2000 });
  });
});
