import AsyncStorage from "@react-native-async-storage/async-storage";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import Constants from "expo-constants";
import type { ReactNode } from "react";
import { OFFLINE_MAX_AGE_MS, OFFLINE_QUERY_ROOTS } from "./query-client";

// The home feed and the offerings a consumer opened are written to the phone's storage after each successful
// answer, and read back at the next launch, so they show without a network (with the "offline" notice).

const persister = createAsyncStoragePersister({ storage: AsyncStorage, key: "utsav.offline-cache" });

export function OfflineCacheProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: OFFLINE_MAX_AGE_MS,
        // A new version of the app starts with an empty cache, in case the answers' shape changed.
        buster: Constants.expoConfig?.version ?? "",
        dehydrateOptions: {
          shouldDehydrateQuery: (query) => query.state.status === "success" && OFFLINE_QUERY_ROOTS.includes(String(query.queryKey[0])),
        },
      }}
      // What was read back is from an earlier launch: shown at once, and asked for again.
      onSuccess={() => void client.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
