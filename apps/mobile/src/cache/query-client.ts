import { NetworkError } from "@utsav/api-client/shopper";
import { QueryClient } from "@tanstack/react-query";

// spec: issue "Offline and slow networks": retry on failure, and keep home and offering data for offline use.

/** How long answers kept on the phone stay usable offline. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The queries whose answers are kept on the phone: the home feed and its sections, offering details, and the first
 * page of the offering lists (a list keeps only its first page once left, docs/decisions/0068).
 */
export const OFFLINE_QUERY_ROOTS: readonly string[] = ["home", "offering", "collection", "offerings"];

interface QueryClientOptions {
  /** Tries again after a failure to reach the server, this many times (0 in tests). */
  networkRetries?: number;
}

export function createQueryClient({ networkRetries = 2 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refused request (404, 400) will not change by asking again; an unreachable server may.
        retry: (failures, error) => error instanceof NetworkError && failures < networkRetries,
        staleTime: 60_000,
        gcTime: OFFLINE_MAX_AGE_MS,
        // Asked even when the phone says it is offline, so the screen says so (the offline notice, or the network
        // message with Try again) rather than waiting on a skeleton; coming back online asks again (live-queries.ts),
        // which "always" would otherwise turn off.
        networkMode: "always",
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
