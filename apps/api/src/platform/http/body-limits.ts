// The body limit of each JSON route (docs/decisions/0016). Fastify answers a body over its route's limit with 413
// from the Content-Length alone, before reading it, and stops reading a chunked body once it passes the limit.
// Uploads (multipart) are bounded by their own limits instead (platform/multipart.ts MULTIPART_LIMITS and each upload route).

export const BODY_LIMITS = {
  /** Every JSON route unless it names another: public writes, search and suggestions, sign-in, profiles. */
  default: 16_384,
  /** Captions of a full gallery: 30 images × 200 characters, up to 3 bytes each in UTF-8 (about 21 KB). */
  galleryCaptions: 65_536,
  /** The largest valid offering: 10 description sections of 40 lines × 600 characters (about 730 KB in UTF-8). */
  vendorOffering: 1_048_576,
} as const;
