import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { tokenStore as secureTokenStore } from "./token-store";
import type { TokenStore } from "./token-store";

// spec: application §4 Session: "verify stores userId and isNewUser and marks authenticated; logout clears".
// The app signs in with the API's bearer token (docs/decisions/0005, 0018), kept in the secure store so the
// consumer, or the vendor (docs/decisions/0071), stays signed in between launches. One session at a time.

/** Who the session is for: a shopper, or a vendor answering their bookings. */
export type SessionRole = "consumer" | "vendor";

/** A vendor's token is kept with this mark before it; a token without one is a consumer's, as every token once was. */
const VENDOR_MARK = "vendor:";

export interface Session {
  /** False until the stored token has been read. */
  ready: boolean;
  /** Whether a consumer is signed in: what every shopper's screen asks. */
  signedIn: boolean;
  /** Whether a vendor is signed in: the vendor's screens. */
  vendorSignedIn: boolean;
  role: SessionRole | null;
  /** The token every call sends, read when the call is made. */
  token: () => string | null;
  /** Keeps the token verification answered with, for the role it signed in as (a consumer unless said). */
  signIn: (token: string, role?: SessionRole) => Promise<void>;
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
  const [state, setState] = useState<{ ready: boolean; role: SessionRole | null }>({ ready: false, role: null });

  useEffect(() => {
    let live = true;
    // A failed read is no token; nothing else here can fail.
    void store
      .read()
      .catch(() => null)
      .then((kept) => {
        if (!live) return;
        const vendor = kept?.startsWith(VENDOR_MARK) ?? false;
        tokenRef.current = kept && vendor ? kept.slice(VENDOR_MARK.length) : kept;
        setState({ ready: true, role: kept === null ? null : vendor ? "vendor" : "consumer" });
      });
    return () => {
      live = false;
    };
  }, [store]);

  const signIn = useCallback(
    async (token: string, role: SessionRole = "consumer") => {
      tokenRef.current = token;
      setState({ ready: true, role });
      await store.write(role === "vendor" ? `${VENDOR_MARK}${token}` : token);
    },
    [store],
  );

  const signOut = useCallback(async () => {
    tokenRef.current = null;
    onSignOut?.();
    setState({ ready: true, role: null });
    await store.clear();
  }, [store, onSignOut]);

  const session = useMemo<Session>(
    () => ({
      ready: state.ready,
      role: state.role,
      signedIn: state.role === "consumer",
      vendorSignedIn: state.role === "vendor",
      token: () => tokenRef.current,
      signIn,
      signOut,
    }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}
