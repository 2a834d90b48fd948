import { getVendorCalendar } from "@utsav/api-client/vendor/availability/get-vendor-calendar";
import { AVAILABILITY_COPY, daysInMonth, firstDayOf, monthOrThisMonth } from "@utsav/domain/client";
import type { Route } from "./+types/calendar";
import type { CalendarActResult } from "../../features/availability/calendar-acts";
import { CalendarHeader } from "../../features/availability/calendar-header";
import { vendorPageData } from "../../features/vendors/api/loader-data.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { VendorPageError } from "../../features/vendors/shell/vendor-not-found";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The page's forms load with its own chunk, react-hook-form with it (docs/decisions/0030).
const CalendarPage = lazyScreen(() => import("../../features/availability/calendar-page").then((m) => m.CalendarPage));

/** The vendor's calendar for the month the address names (?month=YYYY-MM), else this month (docs/decisions/0056). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const month = monthOrThisMonth(new URL(request.url).searchParams.get("month"));
  const calendar = await vendorPageData(context.api, (api) =>
    getVendorCalendar(api, { from: firstDayOf(month), days: daysInMonth(month) }),
  );
  return calendar ? { month, calendar } : null;
}

/**
 * The vendor's changes (features/availability/calendar-acts.ts), sent from the browser; the month is then read again.
 * The acts and the calls they make load when the first is sent, so the page's first script stays within budget.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CalendarActResult> {
  const { runCalendarAct } = await import("../../features/availability/calendar-acts");
  return runCalendarAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => vendorMeta(AVAILABILITY_COPY.title);

export default function VendorCalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData ? <CalendarPage month={loaderData.month} calendar={loaderData.calendar} result={actionData} /> : null;
}

/** A calendar that could not be read: the page's top, then the API's message and Try again. */
export function ErrorBoundary() {
  return <VendorPageError header={<CalendarHeader />} />;
}
