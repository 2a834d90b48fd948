import { fetchTransport, joinUrl } from "@utsav/api-client/shopper";
import type { ApiTransport } from "@utsav/api-client";
import { createContext, useContext, useMemo } from "react";
import type { ReactNode } from "react";
import { useSession } from "../session/session-provider";

// Every call of the app goes through the shared client (@utsav/api-client) with one transport: fetch, the
// configured base URL and the session's bearer token.

export interface Api {
  transport: ApiTransport;
  baseUrl: string;
}

const ApiContext = createContext<Api | null>(null);

interface ApiProviderProps {
  baseUrl: string;
  /** The fetch to call the API with; the global one by default (tests pass one that answers with envelopes). */
  fetch?: typeof fetch;
  children: ReactNode;
}

export function ApiProvider({ baseUrl, fetch: fetchImpl, children }: ApiProviderProps) {
  const session = useSession();
  const { token, signOut } = session;
  const api = useMemo<Api>(() => {
    const send = fetchTransport({ baseUrl, bearerToken: token, fetch: fetchImpl });
    return {
      baseUrl,
      transport: async (request) => {
        const sentToken = token();
        const reply = await send(request);
        // A token the server no longer knows (ended or expired) is forgotten: the consumer is signed out here too.
        if (reply.status === 401 && sentToken !== null && sentToken === token()) await signOut();
        return reply;
      },
    };
  }, [baseUrl, fetchImpl, token, signOut]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi needs an ApiProvider");
  return api;
}

/** The address of something the server names by its path (a picture, a page); full addresses are kept. */
export function serverUrl(baseUrl: string, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : joinUrl(baseUrl, path.startsWith("/") ? path : `/${path}`);
}
