import { dataOrThrow } from "@utsav/api-client/core/api-error";
import { getCollection } from "@utsav/api-client/catalogue/get-collection";
import type { Collection } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** Offerings per 'Load more' (the API's default collection page). */
export const COLLECTION_PAGE_SIZE = 24;

/** GET /api/collections/{slug}?limit=&offset= from the browser (same origin). */
export function fetchCollectionPage(slug: string, offset: number, limit = COLLECTION_PAGE_SIZE, signal?: AbortSignal): Promise<Collection> {
  return dataOrThrow(getCollection(browserApi, slug, { limit, offset }, { signal }), "Loading more offerings failed");
}
