// How long caches may keep the files the app serves (docs/decisions/0080); a balancer or CDN serving them straight
// from storage sends the same (support/balancer.ts).

/**
 * An upload's key is a fresh UUID, never written twice: it can be kept for ever, by browsers and a CDN. Deleting a
 * file removes it from storage; a CDN in front is purged by key then.
 */
export const MEDIA_CACHE = "public, max-age=31536000, immutable";

/**
 * The catalogue pictures' paths are the spec's and carry no version, so they are kept a week, not for ever: a new art
 * version reaches browsers within that (a CDN in front is purged when it is deployed).
 */
export const PICTURE_CACHE = "public, max-age=604800, stale-while-revalidate=86400";
