import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

/**
 * The query cache of the search page's client fetches. The parts that fetch (suggestions, further result pages)
 * load on first use and each brings this provider, so TanStack Query is not part of the page's initial JavaScript.
 */
export function SearchQueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        // spec: application §8, failures are logged and shown as an empty list, never retried behind the user's back.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
