import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { isValidSlug, MESSAGES, STORE_COPY } from "@utsav/domain/client";
import { getStore } from "@utsav/api-client/stores/get-store";
import type { Route } from "./+types/store";
import { OfferingGrid } from "../features/catalogue/offering-list/offering-grid";
import { StoreOfferings } from "../features/stores/store-offerings";
import { StorePage } from "../features/stores/store-page";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { NotFoundView } from "../shared/ui/not-found-view";

// A vendor's reviews, as its offering pages show them (decision 0025): below the fold, their code loads later.
const ReviewsSection = lazy(() =>
  import("../features/catalogue/offering-detail/reviews-section").then((m) => ({ default: m.ReviewsSection })),
);

/** /stores/{slug}: a vendor's public page (docs/decisions/0059), rendered on the server. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A slug that cannot exist is a store that does not exist (404), like an offering's (spec: application §8).
  const notFound = () => data(STORE_COPY.notFound, { status: 404 });
  if (!isValidSlug(params.slug)) throw notFound();
  try {
    const store = await apiData(context.api, (api) => getStore(api, params.slug));
    // The page carries the first offerings only; the rest are read when the shopper asks for them (StoreOfferings).
    const offeringsTotal = store.offerings.length;
    return { store: { ...store, offerings: store.offerings.slice(0, STORE_COPY.offeringsFirst) }, offeringsTotal, origin: context.origin };
  } catch (error) {
    if (error instanceof Response && error.status === 400) throw notFound();
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: STORE_COPY.notFoundTitle }, { name: "robots", content: "noindex" }];
  const { store, origin } = loaderData;
  return seo({
    title: STORE_COPY.title(store.name),
    description: STORE_COPY.description(store.name, store.area),
    path: paths.store(store.slug),
    origin,
    image: store.gallery[0]?.image.url ?? (store.logo || undefined),
    type: "profile",
  });
}

export default function StoreRoute({ loaderData }: Route.ComponentProps) {
  const { store, origin, offeringsTotal } = loaderData;
  return (
    <StorePage
      store={store}
      origin={origin}
      offerings={
        <StoreOfferings
          slug={store.slug}
          first={store.offerings}
          total={offeringsTotal}
          grid={(offerings) => <OfferingGrid offerings={offerings} columns={4} priorityCount={0} />}
        />
      }
      reviews={
        <Suspense fallback={null}>
          <ReviewsSection rating={store.rating} reviewsCount={store.reviewsCount} reviews={store.reviews} />
        </Suspense>
      }
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView message={typeof error.data === "string" && error.data ? error.data : STORE_COPY.notFound} />;
  }
  return (
    <div className="container" style={{ padding: "64px 16px" }}>
      <h1 className="page-title">{STORE_COPY.notFound}</h1>
      <p className="muted" style={{ marginTop: 12 }}>
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.bookingThrown}
      </p>
    </div>
  );
}
