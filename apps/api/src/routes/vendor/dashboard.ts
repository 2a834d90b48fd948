import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, vendorDashboardSchema } from "@utsav/domain";
import type { BookingAttribute, VendorDashboard } from "@utsav/domain";
import { VendorDashboardRepository } from "../../repositories/vendor-dashboard-repository.ts";
import { VendorProfileRepository } from "../../repositories/vendor-profile-repository.ts";
import { toVendorProfile } from "../../services/vendor-profile-service.ts";
import { currentVendor } from "./context.ts";

/** What the shopper entered, in the order of the offering's booking fields and with their labels; other keys follow as given. */
export function bookingDetails(data: Record<string, string>, fields: readonly BookingAttribute[]): VendorDashboard["latestBookings"][number]["details"] {
  const labelled = fields.filter((f) => data[f.field] !== undefined && data[f.field] !== "").map((f) => ({ label: f.label, value: data[f.field]! }));
  const known = new Set(fields.map((f) => f.field));
  const rest = Object.entries(data)
    .filter(([field, value]) => !known.has(field) && value !== "")
    .map(([label, value]) => ({ label, value }));
  return [...labelled, ...rest];
}

/** GET /api/vendor/dashboard (application §7): counts, profile and KYC state, and the latest bookings and leads. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = new VendorDashboardRepository(app.database.db);
  const profiles = new VendorProfileRepository(app.database.db);

  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["vendor"],
        summary: "Live offerings, bookings and call leads (last 7 days and in total), profile and KYC state, the latest bookings and leads",
        response: { 200: envelope(vendorDashboardSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { vendorId } = await currentVendor(app, request);
      const [record, counts, bookings, leads] = await Promise.all([
        profiles.byVendor(vendorId),
        dashboard.counts(vendorId),
        dashboard.latestBookings(vendorId),
        dashboard.latestLeads(vendorId),
      ]);
      const profile = toVendorProfile(record);
      return ok({
        businessName: profile.businessName,
        profileState: profile.state,
        missingSections: profile.missingSections,
        kycState: profile.kycState,
        kycReason: profile.kycReason,
        counts,
        latestBookings: bookings.map((b) => ({
          id: b.id,
          offeringId: b.offeringId,
          offeringName: b.offeringName,
          createdAt: b.createdAt.toISOString(),
          details: bookingDetails(b.bookingData, b.bookingAttributes),
        })),
        latestLeads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      });
    },
  );
};

export default dashboardRoutes;
