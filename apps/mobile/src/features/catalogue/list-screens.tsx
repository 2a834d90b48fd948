import { Stack } from "expo-router";
import { COPY } from "@utsav/domain/client";
import { QueryView } from "../../shared/ui/query-view";
import { useAllOfferings, useCollection } from "./api/offering-lists";
import { OfferingListScreen } from "./offering-list-screen";

/** /collections/{slug} and /widget/{widgetId}/offerings (a home row's id is its collection's slug). */
export function CollectionScreen({ slug }: { slug: string }) {
  const query = useCollection(slug);
  return (
    <>
      <Stack.Screen options={{ title: query.data?.title ?? "" }} />
      <QueryView query={query}>
        {(collection) => (
          <OfferingListScreen title={collection.title} description={collection.description} offerings={collection.offerings} />
        )}
      </QueryView>
    </>
  );
}

/** /offerings: every live offering. */
export function AllOfferingsScreen() {
  const query = useAllOfferings();
  return (
    <>
      <Stack.Screen options={{ title: COPY.offeringsTitle }} />
      <QueryView query={query}>{(offerings) => <OfferingListScreen title={COPY.offeringsTitle} offerings={offerings} />}</QueryView>
    </>
  );
}
