import { dataOrThrow, getCollection, listOfferings } from "@utsav/api-client";
import { responseSchemas, validating } from "@utsav/api-client/validate";
import { MESSAGES, OFFERINGS_PAGE } from "@utsav/domain/client";
import type { Collection, OfferingCard } from "@utsav/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// The lists filter and sort on the phone, over every offering they hold: each is read whole, a page of the API's
// largest size at a time (the catalogue holds a few hundred offerings).

const PAGE = OFFERINGS_PAGE.maxLimit;
const getCheckedCollection = validating(getCollection, responseSchemas.getCollection);
const listCheckedOfferings = validating(listOfferings, responseSchemas.listOfferings);

/** GET /api/collections/{slug}, every page: a curated collection, or the 'View All' of a home row (its widget id). */
export function collectionQuery(api: Api, slug: string) {
  return queryOptions({
    queryKey: ["collection", slug],
    queryFn: async ({ signal }): Promise<Collection> => {
      const first = await dataOrThrow(
        getCheckedCollection(api.transport, slug, { limit: PAGE, offset: 0 }, { signal }),
        MESSAGES.collectionNotFound,
      );
      const offerings = [...first.offerings];
      while (offerings.length < first.totalCount) {
        const page = await dataOrThrow(
          getCheckedCollection(api.transport, slug, { limit: PAGE, offset: offerings.length }, { signal }),
          MESSAGES.collectionNotFound,
        );
        if (page.offerings.length === 0) break;
        offerings.push(...page.offerings);
      }
      return { ...first, offerings };
    },
  });
}

export function useCollection(slug: string) {
  return useQuery(collectionQuery(useApi(), slug));
}

/** GET /api/offerings, every page: 'View all offerings'. */
export function allOfferingsQuery(api: Api) {
  return queryOptions({
    queryKey: ["offerings"],
    queryFn: async ({ signal }): Promise<OfferingCard[]> => {
      const offerings: OfferingCard[] = [];
      for (;;) {
        const page = await dataOrThrow(
          listCheckedOfferings(api.transport, { limit: PAGE, offset: offerings.length }, { signal }),
          MESSAGES.emptyOfferings,
        );
        offerings.push(...page.offerings);
        if (!page.hasMore || page.offerings.length === 0) return offerings;
      }
    },
  });
}

export function useAllOfferings() {
  return useQuery(allOfferingsQuery(useApi()));
}
