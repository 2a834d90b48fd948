import type { BookingAttribute, VendorDashboard } from "@utsav/domain";
import type { VendorDashboardRepository } from "./dashboard-repository.ts";
import type { VendorProfileRepository } from "./profile-repository.ts";
import { toVendorProfile } from "./profile-service.ts";
import type { VendorReviewService } from "../operations/vendor-review-service.ts";

/** What the shopper entered, in the order of the offering's booking fields and with their labels; other keys follow as given. */
export function bookingDetails(
  data: Record<string, string>,
  fields: readonly BookingAttribute[],
): VendorDashboard["latestBookings"][number]["details"] {
  const labelled = fields
    .filter((f) => data[f.field] !== undefined && data[f.field] !== "")
    .map((f) => ({ label: f.label, value: data[f.field]! }));
  const known = new Set(fields.map((f) => f.field));
  const rest = Object.entries(data)
    .filter(([field, value]) => !known.has(field) && value !== "")
    .map(([label, value]) => ({ label, value }));
  return [...labelled, ...rest];
}

/** The vendor's dashboard (application §7 GET /vendor/dashboard): counts, profile and KYC state, the latest bookings and leads. */
export class VendorDashboardService {
  constructor(
    private readonly dashboard: VendorDashboardRepository,
    private readonly profiles: VendorProfileRepository,
    private readonly reviews: VendorReviewService,
  ) {}

  async dashboardOf(vendorId: string): Promise<VendorDashboard> {
    const [record, review, counts, bookings, leads] = await Promise.all([
      this.profiles.byVendor(vendorId),
      this.reviews.reviewOf(vendorId),
      this.dashboard.counts(vendorId),
      this.dashboard.latestBookings(vendorId),
      this.dashboard.latestLeads(vendorId),
    ]);
    const profile = toVendorProfile(record);
    return {
      businessName: profile.businessName,
      profileState: profile.state,
      missingSections: profile.missingSections,
      kycState: profile.kycState,
      kycReason: profile.kycReason,
      review,
      counts,
      latestBookings: bookings.map((b) => ({
        id: b.id,
        offeringId: b.offeringId,
        offeringName: b.offeringName,
        createdAt: b.createdAt.toISOString(),
        details: bookingDetails(b.bookingData, b.bookingAttributes),
      })),
      latestLeads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    };
  }
}
