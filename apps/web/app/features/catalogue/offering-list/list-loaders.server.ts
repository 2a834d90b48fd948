import { isValidSlug, MESSAGES, OFFERINGS_PAGE } from "@utsav/domain/client";
import { getCollection } from "@utsav/api-client/catalogue/get-collection";
import { listOfferings } from "@utsav/api-client/catalogue/list-offerings";
import type { Collection, OfferingCard } from "@utsav/domain";
import { apiData } from "../../../lib/api";
import type { ApiClient } from "../../../lib/api";

/** The largest page the API serves, for loaders that need a whole list. */
const PAGE = OFFERINGS_PAGE.maxLimit;

/** Every live offering: pages through /api/offerings until hasMore is false. */
export async function loadAllOfferings(api: ApiClient): Promise<OfferingCard[]> {
  const offerings: OfferingCard[] = [];
  for (;;) {
    const page = await apiData(api, (inProcess) => listOfferings(inProcess, { limit: PAGE, offset: offerings.length }));
    offerings.push(...page.offerings);
    if (!page.hasMore || page.offerings.length === 0) return offerings;
  }
}

/** The first page of a collection; a slug that cannot exist is a 404 like an unknown one, not a 400. */
export function loadCollection(api: ApiClient, slug: string, limit?: number, offset?: number): Promise<Collection> {
  if (!isValidSlug(slug)) throw new Response(MESSAGES.collectionNotFound, { status: 404, statusText: MESSAGES.collectionNotFound });
  return apiData(api, (inProcess) => getCollection(inProcess, slug, { limit, offset }));
}

/** A whole collection, 100 offerings per call. */
export async function loadWholeCollection(api: ApiClient, slug: string): Promise<Collection> {
  const collection = await loadCollection(api, slug, PAGE, 0);
  const offerings = [...collection.offerings];
  while (offerings.length < collection.totalCount) {
    const page = await loadCollection(api, slug, PAGE, offerings.length);
    if (page.offerings.length === 0) break;
    offerings.push(...page.offerings);
  }
  return { ...collection, offerings };
}
