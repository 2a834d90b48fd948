import { useNavigation } from "react-router";
import { getVendorBooking } from "@utsav/api-client/vendor/bookings/get-vendor-booking";
import type { Route } from "./+types/booking";
import type { BookingActionResult } from "../../features/bookings/vendor/booking-acts";
import { BookingDetailHeader } from "../../features/bookings/vendor/booking-headers";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The page's reason form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const BookingDetailPage = lazyScreen(() => import("../../features/bookings/vendor/booking-detail-page").then((m) => m.BookingDetailPage));

/** The booking; another vendor's or an unknown one is a 404 ('Booking not found'). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return vendorPageData(context.api, (api) => getVendorBooking(api, params.id));
}

/**
 * The vendor's answer (features/bookings/vendor/booking-acts.ts), sent from the browser; then the page is read again.
 * The acts load on the first answer, not with the page (the route's first script is at its budget).
 */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<BookingActionResult> {
  const { runBookingAct } = await import("../../features/bookings/vendor/booking-acts");
  return runBookingAct(browserApi, params.id, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta("Booking");

export default function VendorBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return loaderData ? <BookingDetailPage booking={loaderData} result={actionData} busy={busy} /> : null;
}

/** 'Booking not found' for another vendor's or an unknown booking; else the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<BookingDetailHeader />} />;
}
