import { z } from "zod";
import { vendorReviewSchema } from "../operations/review-schemas.ts";
import { bookingStatusSchema } from "../bookings/schemas.ts";
import { kycStateSchema } from "./kyc-schemas.ts";
import { vendorProfileStateSchema, vendorSectionSchema } from "./profile-schemas.ts";

// spec: application §7 GET /vendor/dashboard. What it counts and lists is ours (docs/decisions/0007, 0038).

export const vendorDashboardSchema = z.object({
  businessName: z.string(),
  /** The business's public page's slug (/stores/{slug}, decision 0059) while shoppers can see it; null before then. */
  storeSlug: z.string().nullable(),
  profileState: vendorProfileStateSchema,
  missingSections: z.array(vendorSectionSchema),
  kycState: kycStateSchema,
  kycReason: z.string().nullable(),
  /** The operators' review: "Waiting for review" until approved; a decision's reason, a pause's reason. */
  review: vendorReviewSchema,
  counts: z.object({
    /** Offerings shoppers can see now: the storefront's own gate (docs/decisions/0020, 0022). */
    liveOfferings: z.number().int(),
    /** Live offerings of a vendor operators have not approved yet. */
    waitingOfferings: z.number().int(),
    /** Live offerings operators hid, or all of a business they paused. */
    hiddenOfferings: z.number().int(),
    /** Live offerings held back for another rule of the gate: today, food without an FSSAI licence on file. */
    licenceOfferings: z.number().int(),
    /** The last 7 days. */
    bookingsThisWeek: z.number().int(),
    bookingsTotal: z.number().int(),
    leadsThisWeek: z.number().int(),
    leadsTotal: z.number().int(),
  }),
  latestBookings: z.array(
    z.object({
      id: z.string(),
      offeringId: z.string(),
      offeringName: z.string(),
      createdAt: z.string(),
      /** Where the booking stands (BOOKING_STATUS_LABELS). */
      status: bookingStatusSchema,
      /** What the consumer entered, labelled with the offering's booking fields. */
      details: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  ),
  latestLeads: z.array(
    z.object({
      id: z.string(),
      offeringId: z.string(),
      offeringName: z.string(),
      createdAt: z.string(),
      consumerName: z.string().nullable(),
      consumerPhone: z.string(),
    }),
  ),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
