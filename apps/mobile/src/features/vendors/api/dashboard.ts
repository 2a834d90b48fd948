import { dataOrThrow } from "@utsav/api-client/shopper";
import { validating } from "@utsav/api-client/shopper-validate";
import { getVendorDashboard, listVendorBookings, listVendorBriefs } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { BOOKING_MESSAGES, MESSAGES } from "@utsav/domain/shopper";
import { QUOTE_MESSAGES } from "@utsav/domain/vendor-app";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";

// The vendor's dashboard (docs/decisions/0071): GET /api/vendor/dashboard, and what waits for the vendor's answer, read
// from the lists the web's vendor area shows it in. Keys sit under "vendor"; they are asked again each time the
// dashboard is shown, as bookings arrive while the vendor is away.

const dashboardChecked = validating(getVendorDashboard, vendorResponseSchemas.getVendorDashboard);
const bookingsChecked = validating(listVendorBookings, vendorResponseSchemas.listVendorBookings);
const briefsChecked = validating(listVendorBriefs, vendorResponseSchemas.listVendorBriefs);

export const vendorDashboardKey = ["vendor", "dashboard"] as const;

/** GET /api/vendor/dashboard: the business, its review and KYC state, and its counts. 409 until it has onboarded. */
export function useVendorDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: vendorDashboardKey,
    queryFn: ({ signal }) => dataOrThrow(dashboardChecked(api.transport, { signal }), MESSAGES.internalError),
    staleTime: 0,
  });
}

/**
 * What needs the vendor's answer first: received bookings, as the bookings list puts them apart on its first page
 * (GET /api/vendor/bookings, docs/decisions/0054), and matched requests not answered while they may be (GET
 * /api/vendor/briefs). Asked once the dashboard has answered, so a business still to onboard is not asked.
 */
export function useWaitingAnswers(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...vendorDashboardKey, "waiting"],
    queryFn: async ({ signal }) => {
      const [bookings, briefs] = await Promise.all([
        dataOrThrow(bookingsChecked(api.transport, {}, { signal }), BOOKING_MESSAGES.bookingsLoadFailed),
        dataOrThrow(briefsChecked(api.transport, { signal }), QUOTE_MESSAGES.briefsLoadFailed),
      ]);
      return {
        bookings: bookings.needsAnswer.length,
        briefs: briefs.briefs.filter((brief) => brief.answer === "new" && brief.canAnswer).length,
      };
    },
    staleTime: 0,
    enabled,
  });
}
