import { z } from "zod";
import type { CacheBounds } from "./http/response-cache.ts";
import type { PageCacheBounds } from "./page-cache.ts";

// How much the read caches keep (docs/decisions/0003, 0006, 0026), read with the rest by config.ts. Every variable is
// listed in the README.

export const CACHE_ENV = {
  /** The catalogue read cache: answers kept, and the megabytes they may hold with their compressed codings. */
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(2000),
  CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(32),
  /** Search and suggestion answers kept until the catalogue changes (0: none), and the megabytes they may hold. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1000),
  SEARCH_CACHE_MB: z.coerce.number().min(0).max(4096).default(4),
  /**
   * Server-rendered pages of people not signed in (docs/decisions/0081): how long one is kept (0: none), how many are
   * kept, and the megabytes they may hold.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
};

type CacheEnv = z.output<z.ZodObject<typeof CACHE_ENV>>;

/** The bounds of the catalogue's and search's caches. */
export interface ReadCaches {
  catalogue: CacheBounds;
  search: CacheBounds;
  pages: PageCacheBounds;
}

const MB = 1024 * 1024;

export function readCachesOf(env: CacheEnv): ReadCaches {
  return {
    catalogue: { entries: env.CACHE_MAX_ENTRIES, bytes: env.CACHE_MAX_MB * MB },
    search: { entries: env.SEARCH_CACHE_ENTRIES, bytes: env.SEARCH_CACHE_MB * MB },
    pages: { entries: env.PAGE_CACHE_ENTRIES, bytes: env.PAGE_CACHE_MB * MB, seconds: env.PAGE_CACHE_SECONDS },
  };
}
