import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { tokenStore as secureTokenStore } from "./token-store";
import type { TokenStore } from "./token-store";

// spec: application §4 Session: "verify stores userId and isNewUser and marks authenticated; logout clears".
// The app signs in with the API's bearer token (docs/decisions/0005, 0018), kept in the secure store so the
// consumer stays signed in between launches.

export interface Session {
  /** False until the stored token has been read. */
  ready: boolean;
  signedIn: boolean;
  /** The token every call sends, read when the call is made. */
  token: () => string | null;
  /** Keeps the token verification answered with. */
  signIn: (token: string) => Promise<void>;
  /** Forgets the token (after logout, or when the server no longer knows it). */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

interface SessionProviderProps {
  store?: TokenStore;
  /**
   * Called as the session ends, before anything draws signed out: the app forgets what it read for the shopper
   * (cache/shopper-data.ts), whether they pressed Logout or the server no longer knew the token.
   */
  onSignOut?: () => void;
  children: ReactNode;
}

export function SessionProvider({ store = secureTokenStore, onSignOut, children }: SessionProviderProps) {
  const tokenRef = useRef<string | null>(null);
  const [state, setState] = useState({ ready: false, signedIn: false });

  useEffect(() => {
    let live = true;
    // A failed read is no token; nothing else here can fail.
    void store
      .read()
      .catch(() => null)
      .then((token) => {
        if (!live) return;
        tokenRef.current = token;
        setState({ ready: true, signedIn: token !== null });
      });
    return () => {
      live = false;
    };
  }, [store]);

  const signIn = useCallback(
    async (token: string) => {
      tokenRef.current = token;
      setState({ ready: true, signedIn: true });
      await store.write(token);
    },
    [store],
  );

  const signOut = useCallback(async () => {
    tokenRef.current = null;
    onSignOut?.();
    setState({ ready: true, signedIn: false });
    await store.clear();
  }, [store, onSignOut]);

  const session = useMemo<Session>(() => ({ ...state, token: () => tokenRef.current, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}
