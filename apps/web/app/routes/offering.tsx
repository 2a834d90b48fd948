import { lazy } from "react";
import { data, isRouteErrorResponse, redirect, useRouteError, useRouteLoaderData } from "react-router";
import { advanceLine, isValidSlug, leadTimeLine, messageFor, MESSAGES } from "@utsav/domain/client";
import { getOffering } from "@utsav/api-client/catalogue/get-offering";
import { getLocation } from "@utsav/api-client/localities/get-location";
import { getServiceability } from "@utsav/api-client/localities/get-serviceability";
import type { Route } from "./+types/offering";
import type { loader as rootLoader } from "../root";
import { LoginPopup } from "../features/accounts/login-popup";
import { firstDescriptionLine } from "../features/catalogue/offering-detail/first-description-line";
import { OfferingActionButton } from "../features/catalogue/offering-actions/offering-action-button";
import { OfferingDetailPage } from "../features/catalogue/offering-detail/offering-detail-page";
import { bookingAdvanceOf } from "../features/bookings/booking-advance";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { NotFoundView } from "../shared/ui/not-found-view";

// The booking form and the call sheet load on first opening, so the offering page's initial JavaScript stays within
// budget.
const BookingForm = lazy(() => import("../features/bookings/booking-form"));
const CallSheetContent = lazy(() => import("../features/leads/call-sheet-content"));

export async function loader({ params, context }: Route.LoaderArgs) {
  // A slug that cannot exist is a page that does not exist (404), not a bad request (spec: application §8).
  const notFound = () => data(messageFor.offeringNotFound(params.slug), { status: 404 });
  if (!isValidSlug(params.slug)) throw notFound();
  try {
    const [{ offering }, { locality }] = await Promise.all([
      apiData(context.api, (api) => getOffering(api, params.slug)),
      apiData(context.api, getLocation),
    ]);
    // A renamed offering keeps its old address: a permanent redirect to the current one (decision 0022).
    if (offering.offeringSlug !== params.slug) throw redirect(paths.offering(offering.offeringSlug), 301);
    // Whether the vendor serves the consumer's locality; the page shows the vendor's area when it cannot say.
    const serviceability = locality
      ? await apiData(context.api, (api) => getServiceability(api, offering.id, locality.name)).catch(() => null)
      : null;
    return {
      offering,
      origin: context.origin,
      serviceability,
      leadTime: leadTimeLine(offering.terms?.leadTimeDays ?? null),
      advance: advanceLine(offering.terms?.advancePercent ?? null),
    };
  } catch (error) {
    if (error instanceof Response && error.status === 400) throw notFound();
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Offering not found · Utsav" }, { name: "robots", content: "noindex" }];
  const { offering, origin } = loaderData;
  return seo({
    title: `${offering.title} · Utsav`,
    description: firstDescriptionLine(offering),
    path: paths.offering(offering.offeringSlug),
    origin,
    image: offering.images[0]?.url,
    type: "product",
  });
}

export default function OfferingRoute({ loaderData }: Route.ComponentProps) {
  const { offering, origin, serviceability, leadTime, advance } = loaderData;
  const signedIn = useRouteLoaderData<typeof rootLoader>("root")?.signedIn;
  return (
    <OfferingDetailPage
      offering={offering}
      origin={origin}
      serviceability={serviceability}
      leadTime={leadTime}
      advance={advance}
      renderAction={(wide) => (
        <OfferingActionButton
          offering={offering}
          wide={wide}
          signedIn={signedIn}
          renderSignIn={(props) => <LoginPopup {...props} />}
          renderBookingForm={(booking) => <BookingForm booking={booking} mode="modal" advance={bookingAdvanceOf(offering)} />}
          renderCallSheet={(props) => <CallSheetContent {...props} />}
        />
      )}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView message={typeof error.data === "string" && error.data ? error.data : error.statusText || undefined} />;
  }
  return (
    <div className="container" style={{ padding: "64px 16px" }}>
      <h1 className="page-title">We could not load this offering</h1>
      <p className="muted" style={{ marginTop: 12 }}>
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.bookingThrown}
      </p>
    </div>
  );
}
