import type { VendorDashboard } from "@utsav/domain";
import { bookingDetails } from "../bookings/index.ts";
import type { VendorDashboardRepository } from "./dashboard-repository.ts";
import type { VendorProfileRepository } from "./profile-repository.ts";
import { toVendorProfile } from "./profile-service.ts";
import type { VendorReviewRepository } from "./review-repository.ts";
import { reviewOf } from "./review-state.ts";

/** The vendor's dashboard (application §7 GET /vendor/dashboard): counts, profile and KYC state, the latest bookings and leads. */
export class VendorDashboardService {
  constructor(
    private readonly dashboard: VendorDashboardRepository,
    private readonly profiles: VendorProfileRepository,
    private readonly reviews: VendorReviewRepository,
  ) {}

  async dashboardOf(vendorId: string): Promise<VendorDashboard> {
    const [record, review, counts, bookings, leads] = await Promise.all([
      this.profiles.byVendor(vendorId),
      reviewOf(this.reviews, vendorId),
      this.dashboard.counts(vendorId),
      this.dashboard.latestBookings(vendorId),
      this.dashboard.latestLeads(vendorId),
    ]);
    const profile = toVendorProfile(record);
    return {
      businessName: profile.businessName,
      // The public page answers only while an offering is on sale (decision 0059): the link shows from then.
      storeSlug: counts.liveOfferings > 0 ? record.vendor.slug : null,
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
        status: b.status,
        details: bookingDetails(b.bookingData, b.bookingAttributes),
      })),
      latestLeads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    };
  }
}
