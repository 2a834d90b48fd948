import type { Route } from "./+types/widget-offerings";
import { collectionMeta } from "../features/catalogue/offering-list/collection-meta";
import { ListErrorView } from "../features/catalogue/offering-list/list-error-view";
import { loadWholeCollection } from "../features/catalogue/offering-list/list-loaders.server";
import { OfferingList } from "../features/catalogue/offering-list/offering-list";
import { paths } from "../lib/paths";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";

/** How many offerings a phone shows before 'View More' (application §2). */
const PHONE_INITIAL = 6;

// 'View all' of one home widget: the widget ids of offering rows are the slugs of their collections.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { collection: await loadWholeCollection(context.api, params.widgetId), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return collectionMeta(data, { path: paths.widgetOfferings, image: false });
}

export default function WidgetOfferingsPage({ loaderData }: Route.ComponentProps) {
  const { collection } = loaderData;
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: collection.title }]} />
      <OfferingList
        key={collection.id}
        title={collection.title}
        offerings={collection.offerings}
        columns={4}
        phoneInitialCount={PHONE_INITIAL}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListErrorView error={error} />;
}
