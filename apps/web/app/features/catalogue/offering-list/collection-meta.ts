import { MESSAGES } from "@utsav/domain/client";
import type { Collection } from "@utsav/domain";
import { seo } from "../../../lib/seo";

interface CollectionPage {
  /** The page's own address, for the canonical link. */
  path: (slug: string) => string;
  /** Whether the first offering's picture stands for the page when it is shared. */
  image: boolean;
}

/** The head of a page that lists one collection; a collection that was not found is not indexed. */
export function collectionMeta(data: { collection: Collection; origin?: string } | undefined, page: CollectionPage) {
  if (!data) return [{ title: `${MESSAGES.collectionNotFound} · Utsav` }, { name: "robots", content: "noindex" }];
  const { collection } = data;
  return seo({
    title: `${collection.title} · Utsav`,
    description: collection.description,
    path: page.path(collection.id),
    origin: data.origin,
    image: page.image ? collection.offerings[0]?.image.url : undefined,
  });
}
