import { HIDDEN_OFFERING_TEXT, VENDOR_REVIEW_TEXT } from "../operations/review.ts";

// The vendor's dashboard (application §7 GET /vendor/dashboard): what it calls the offerings a vendor has put live but
// shoppers do not see yet, and why (docs/decisions/0038). "Live" counts only what shoppers see now.

/** The reasons a live offering is not shown, in the order the dashboard lists them. */
export const OFFERING_REACH = ["waiting", "hidden", "licence"] as const;
export type OfferingReach = (typeof OFFERING_REACH)[number];

export const VENDOR_DASHBOARD_TEXT = {
  /** The link to the business's public page (decision 0059), once shoppers can see it. */
  viewStore: "View your store page",
  liveOfferings: "Live offerings",
  liveOfferingsSub: "shoppers see now",
  notShown: "Live but not shown to shoppers",
  /** By reason: the vendor is not approved yet, operators hid it (or paused the business), a food licence is missing. */
  reach: {
    waiting: VENDOR_REVIEW_TEXT.waiting.title,
    hidden: HIDDEN_OFFERING_TEXT,
    licence: "Waiting for your FSSAI licence",
  } satisfies Record<OfferingReach, string>,
} as const;

export const vendorDashboardTextFor = {
  /** Under a count of the last 7 days: the count of all time. */
  thisWeek: (total: number) => `this week · ${total} in total`,
} as const;
