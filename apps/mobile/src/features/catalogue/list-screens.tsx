import { Stack } from "expo-router";
import { COPY } from "@utsav/domain/shopper";
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { QueryView } from "../../shared/ui/query-view";
import { useAllOfferings, useCollection } from "./api/offering-lists";
import type { OfferingPage } from "./api/offering-lists";
import { OfferingListScreen } from "./offering-list-screen";

/** The paging half of a list's query, as the list screen takes it. */
function usePaging(query: UseInfiniteQueryResult<OfferingPage>) {
  const { fetchNextPage } = query;
  // cancelRefetch false: a page already in flight is not asked again (application §4 Pagination).
  const onLoadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return { hasMore: query.hasNextPage, loadingMore: query.isFetchingNextPage, loadMoreFailed: query.isFetchNextPageError, onLoadMore };
}

/** /collections/{slug} and /widget/{widgetId}/offerings (a home row's id is its collection's slug). */
export function CollectionScreen({ slug }: { slug: string }) {
  const query = useCollection(slug);
  const paging = usePaging(query);
  return (
    <>
      <Stack.Screen options={{ title: query.data?.title ?? "" }} />
      <QueryView query={query}>
        {(collection) => (
          <OfferingListScreen
            title={collection.title ?? ""}
            description={collection.description}
            offerings={collection.offerings}
            totalCount={collection.totalCount}
            {...paging}
          />
        )}
      </QueryView>
    </>
  );
}

/** /offerings: every live offering. */
export function AllOfferingsScreen() {
  const query = useAllOfferings();
  const paging = usePaging(query);
  return (
    <>
      <Stack.Screen options={{ title: COPY.offeringsTitle }} />
      <QueryView query={query}>
        {(list) => (
          <OfferingListScreen
            title={COPY.offeringsTitle}
            offerings={list.offerings}
            totalCount={list.totalCount}
            everyOffering
            {...paging}
          />
        )}
      </QueryView>
    </>
  );
}
