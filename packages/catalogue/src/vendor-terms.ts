import type { RefundStep, VendorTermsByCategory } from "@utsav/domain";
import type { VendorKey } from "./vendors.ts";

// spec: catalogue §9 "Lead times, service radii, advances and refunds by vendor", one entry per row of its table.
// Ranges keep their upper bound as the lead time ('3-4 days' is 4; '3 days small, 6 days large' is 6), and
// anything the table says is "not shown" stays null, so no page invents it (docs/decisions/0022).

const beforeEvent = (...steps: RefundStep[]) => ({ kind: "before_event" as const, steps });
const city = { kind: "city" as const };
const within = (baseLocality: string, radiusKm: number) => ({ kind: "radius" as const, baseLocality, radiusKm });

export const VENDOR_TERMS: Readonly<Record<VendorKey, VendorTermsByCategory>> = {
  // Decor Bangalore only, booked 7 days ahead; hampers ship Pan India (catalogue §9 Delivery). Advance not shown.
  "deepam-gifts": {
    serviceArea: { kind: "india", baseLocality: "Indiranagar" },
    leadTimeDays: null,
    leadTimeText: null,
    advancePercent: null,
    refunds: beforeEvent({ hoursBefore: 24, percent: 100 }),
    byCategory: { decor: { serviceArea: city, leadTimeDays: 7, leadTimeText: "7 days" } },
  },
  // Bangalore, express in 2-4 working days; no self-cancellation.
  "nanna-naturals": {
    serviceArea: city,
    leadTimeDays: null,
    leadTimeText: null,
    advancePercent: null,
    refunds: { kind: "none" },
    byCategory: {},
  },
  "hoovu-kala": {
    serviceArea: within("HSR Layout", 15),
    leadTimeDays: 4,
    leadTimeText: "3-4 days",
    advancePercent: 50,
    refunds: beforeEvent({ hoursBefore: 48, percent: 100 }, { hoursBefore: 24, percent: 80 }),
    byCategory: {},
  },
  "zenith-sound": {
    serviceArea: within("HSR Layout", 8),
    leadTimeDays: 6,
    leadTimeText: "5-6 days",
    advancePercent: 50,
    refunds: beforeEvent({ hoursBefore: 48, percent: 70 }),
    byCategory: {},
  },
  "shiva-flowers": {
    serviceArea: within("KR Puram", 20),
    leadTimeDays: 6,
    leadTimeText: "3 days small, 6 days large",
    advancePercent: 20,
    refunds: beforeEvent({ hoursBefore: 48, percent: 80 }),
    byCategory: {},
  },
  "sri-ranga-lights": {
    serviceArea: within("Koramangala", 30),
    leadTimeDays: 3,
    leadTimeText: "2-3 days",
    advancePercent: 25,
    refunds: beforeEvent({ hoursBefore: 48, percent: 100 }),
    byCategory: {},
  },
  // No cancellation after confirmation; advance not shown.
  "house-of-corporate-gifts": {
    serviceArea: city,
    leadTimeDays: 7,
    leadTimeText: "1 week",
    advancePercent: null,
    refunds: { kind: "none" },
    byCategory: {},
  },
  // 10% back if cancelled before the date.
  "mallige-florals": {
    serviceArea: city,
    leadTimeDays: 5,
    leadTimeText: "2-3 days small, 3-5 days large",
    advancePercent: 50,
    refunds: beforeEvent({ hoursBefore: 0, percent: 10 }),
    byCategory: {},
  },
  // Cancel within 24 hours of placing the order.
  "highball-works": {
    serviceArea: { kind: "india", baseLocality: "HBR Layout" },
    leadTimeDays: 15,
    leadTimeText: "10-15 days with box, 7 days without",
    advancePercent: null,
    refunds: { kind: "after_booking", withinHours: 24, percent: 100 },
    byCategory: {},
  },
  // Kit within 1 day; cash on delivery; refund terms not shown.
  "jaya-studio": {
    serviceArea: city,
    leadTimeDays: 1,
    leadTimeText: "kit within 1 day",
    advancePercent: null,
    refunds: null,
    byCategory: {},
  },
};
