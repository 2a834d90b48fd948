import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of the page being rendered on the server (entry.server.tsx provides it). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The page's nonce: from the server's render, or in the browser from a script the server wrote (the property keeps
 * the value the browser hides from the attribute), so that elements rendered on both sides agree on hydration.
 */
export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
