import { useCallback, useSyncExternalStore } from "react";
import { BREAKPOINTS } from "@utsav/domain/client";

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/**
 * Whether a media query matches. The server does not know the viewport, so it renders the phone layout
 * (mobile first) and the browser switches right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
