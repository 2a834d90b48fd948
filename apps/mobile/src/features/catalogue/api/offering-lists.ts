import { dataOrThrow, getCollection, listOfferings } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES, OFFERINGS_PAGE } from "@utsav/domain/shopper";
import type { OfferingCard } from "@utsav/domain";
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { InfiniteData, QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// The lists are read a page at a time (docs/decisions/0068): the first page paints at once, the next is asked as the
// list nears its end. A page is the API's default size (spec: application §7 "Offering list supports category,
// limit, offset and returns offerings, totalCount, hasMore").

export const LIST_PAGE = OFFERINGS_PAGE.defaultLimit;
const getCheckedCollection = validating(getCollection, responseSchemas.getCollection);
const listCheckedOfferings = validating(listOfferings, responseSchemas.listOfferings);

/** One page as both list calls answer it; a collection carries its title and description on every page. */
export interface OfferingPage {
  title?: string;
  description?: string;
  offerings: OfferingCard[];
  totalCount: number;
}

/** The pages read so far, as one page. */
function flatten(data: InfiniteData<OfferingPage, number>): OfferingPage {
  const [first] = data.pages;
  return {
    title: first?.title,
    description: first?.description,
    offerings: data.pages.flatMap((page) => page.offerings),
    totalCount: first?.totalCount ?? 0,
  };
}

/** The next offset while the server holds more than was read; an empty page ends the list whatever it counted. */
function nextOffset(last: OfferingPage, pages: OfferingPage[]): number | undefined {
  const read = pages.reduce((sum, page) => sum + page.offerings.length, 0);
  return last.offerings.length > 0 && read < last.totalCount ? read : undefined;
}

/** GET /api/collections/{slug}, a page at a time: a curated collection, or the 'View All' of a home row (its widget id). */
export function collectionQuery(api: Api, slug: string) {
  return infiniteQueryOptions({
    queryKey: ["collection", slug],
    queryFn: async ({ pageParam, signal }): Promise<OfferingPage> => {
      const page = await dataOrThrow(
        getCheckedCollection(api.transport, slug, { limit: LIST_PAGE, offset: pageParam }, { signal }),
        MESSAGES.collectionNotFound,
      );
      return { title: page.title, description: page.description, offerings: page.offerings, totalCount: page.totalCount };
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    select: flatten,
  });
}

/** GET /api/offerings, a page at a time: 'View all offerings'. */
export function allOfferingsQuery(api: Api) {
  return infiniteQueryOptions({
    queryKey: ["offerings"],
    queryFn: async ({ pageParam, signal }): Promise<OfferingPage> => {
      const page = await dataOrThrow(
        listCheckedOfferings(api.transport, { limit: LIST_PAGE, offset: pageParam }, { signal }),
        MESSAGES.emptyOfferings,
      );
      // hasMore is the server's word; an answer that says no more ends the list even if its count says otherwise.
      return { offerings: page.offerings, totalCount: page.hasMore ? page.totalCount : pageParam + page.offerings.length };
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    select: flatten,
  });
}

/**
 * Leaving a list keeps only its first page, so coming back (or the next launch, from the phone's storage) paints
 * that page at once and asks the server for one page again, not for every page read before.
 */
function useFirstPageOnLeave(queryKey: QueryKey) {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(
    () => () => {
      client.setQueryData<InfiniteData<OfferingPage, number>>(JSON.parse(key) as QueryKey, (data) =>
        data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
    },
    [client, key],
  );
}

export function useCollection(slug: string) {
  const options = collectionQuery(useApi(), slug);
  useFirstPageOnLeave(options.queryKey);
  return useInfiniteQuery(options);
}

export function useAllOfferings() {
  const options = allOfferingsQuery(useApi());
  useFirstPageOnLeave(options.queryKey);
  return useInfiniteQuery(options);
}
