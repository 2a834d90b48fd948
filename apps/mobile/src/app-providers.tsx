import type { QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";
import { ApiProvider } from "./api/api-provider";
import { OfflineCacheProvider } from "./cache/offline-cache";
import { connectLiveQueries } from "./cache/live-queries";
import { createQueryClient } from "./cache/query-client";
import { forgetShopperData } from "./cache/shopper-data";
import { SessionProvider } from "./session/session-provider";
import { MyDateProvider } from "./shared/lib/my-date";
import { MyLocalityProvider } from "./shared/lib/my-locality";
import { PushProvider } from "./shared/lib/push/push-provider";
import type { TokenStore } from "./session/token-store";

export interface AppProvidersProps {
  baseUrl: string;
  /** Tests pass their own: a fetch answering with envelopes, a token store in memory, a client that does not retry. */
  fetch?: typeof fetch;
  tokenStore?: TokenStore;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * What every screen stands on: the session, the API and its cache, the shopper's event date and locality (docs/decisions/0058, 0069).
 * The cache asks again when the app returns to the foreground or the network comes back, and forgets the shopper's
 * answers when the session ends (docs/decisions/0062). Push notifications: this phone's token registered for whoever is
 * signed in, and a tapped notification's screen opened (docs/decisions/0073).
 */
export function AppProviders({ baseUrl, fetch, tokenStore, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(connectLiveQueries, []);
  const forgetShopper = useCallback(() => forgetShopperData(client), [client]);
  return (
    <SafeAreaProvider>
      <SessionProvider store={tokenStore} onSignOut={forgetShopper}>
        <ApiProvider baseUrl={baseUrl} fetch={fetch}>
          <OfflineCacheProvider client={client}>
            <MyDateProvider>
              <MyLocalityProvider>
                <PushProvider>{children}</PushProvider>
              </MyLocalityProvider>
            </MyDateProvider>
          </OfflineCacheProvider>
        </ApiProvider>
      </SessionProvider>
    </SafeAreaProvider>
  );
}
