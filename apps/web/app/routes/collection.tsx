import { lazy, Suspense } from "react";
import type { Collection } from "@utsav/domain";
import type { Route } from "./+types/collection";
import { useCollectionPages } from "../features/catalogue/offering-list/collection-pages";
import { collectionMeta } from "../features/catalogue/offering-list/collection-meta";
import { loadCollection } from "../features/catalogue/offering-list/list-loaders.server";
import { OfferingList } from "../features/catalogue/offering-list/offering-list";
import { paths } from "../lib/paths";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";

// The error view loads only when the collection fails (the server still draws it): the page's first load is at its
// budget, and the cards' rating (docs/decisions/0060) took the room it left.
const ListErrorView = lazy(() => import("../features/catalogue/offering-list/list-error-view").then((m) => ({ default: m.ListErrorView })));

export async function loader({ params, context }: Route.LoaderArgs) {
  return { collection: await loadCollection(context.api, params.slug), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return collectionMeta(data, { path: paths.collection, image: true });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection } = loaderData;
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: collection.title }]} />
      {/* A new collection starts its paging afresh. */}
      <PagedCollection key={collection.id} collection={collection} />
    </div>
  );
}

function PagedCollection({ collection }: { collection: Collection }) {
  const pages = useCollectionPages(collection);
  return (
    <OfferingList
      title={collection.title}
      description={collection.description}
      offerings={pages.offerings}
      columns={4}
      paging={{ totalCount: pages.totalCount, hasMore: pages.hasMore, loading: pages.loading, onLoadMore: () => void pages.loadMore() }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ListErrorView error={error} />
    </Suspense>
  );
}
