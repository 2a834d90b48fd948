import { listVendorBookings } from "@utsav/api-client/vendor/bookings/list-vendor-bookings";
import { useSearchParams } from "react-router";
import type { VendorBookingSummary } from "@utsav/domain";
import type { Route } from "./+types/bookings";
import { readBookingFilter } from "../../features/bookings/vendor/booking-filter";
import { BookingListHeader } from "../../features/bookings/vendor/booking-headers";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BookingListPage = lazyScreen(() => import("../../features/bookings/vendor/booking-list-page").then((m) => m.BookingListPage));

/** The bookings the address's filter names, every page up to its cursor ("Load more", shared/lib/cursor-pages.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readBookingFilter(params);
  // What needs the vendor's answer comes with the first page, the soonest deadline first (docs/decisions/0054).
  let needsAnswer: VendorBookingSummary[] = [];
  const read = await vendorPageData(context.api, (api) =>
    pagesUpTo(
      (cursor) => listVendorBookings(api, { ...filter, cursor }),
      cursorIn(params),
      (page) => {
        if (page.needsAnswer.length > 0) needsAnswer = page.needsAnswer;
        return page.bookings;
      },
    ),
  );
  return read ? { filter, needsAnswer, bookings: read.items, nextCursor: read.nextCursor } : null;
}

export const meta: Route.MetaFunction = () => vendorMeta("Bookings");

export default function VendorBookingsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BookingListPage {...loaderData} /> : null;
}

/** A list that could not be read: the page's top, with its filter, then the API's message and Try again. */
export function ErrorBoundary() {
  const [params] = useSearchParams();
  return <VendorPageError header={<BookingListHeader filter={readBookingFilter(params)} />} />;
}
