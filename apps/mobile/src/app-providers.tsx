import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";
import { ApiProvider } from "./api/api-provider";
import { OfflineCacheProvider } from "./cache/offline-cache";
import { createQueryClient } from "./cache/query-client";
import { SessionProvider } from "./session/session-provider";
import { MyDateProvider } from "./shared/lib/my-date";
import type { TokenStore } from "./session/token-store";

export interface AppProvidersProps {
  baseUrl: string;
  /** Tests pass their own: a fetch answering with envelopes, a token store in memory, a client that does not retry. */
  fetch?: typeof fetch;
  tokenStore?: TokenStore;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** What every screen stands on: the session, the API and its cache, and the shopper's event date (docs/decisions/0058). */
export function AppProviders({ baseUrl, fetch, tokenStore, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <SafeAreaProvider>
      <SessionProvider store={tokenStore}>
        <ApiProvider baseUrl={baseUrl} fetch={fetch}>
          <OfflineCacheProvider client={client}>
            <MyDateProvider>{children}</MyDateProvider>
          </OfflineCacheProvider>
        </ApiProvider>
      </SessionProvider>
    </SafeAreaProvider>
  );
}
