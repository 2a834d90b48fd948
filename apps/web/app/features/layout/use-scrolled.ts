import { useSyncExternalStore } from "react";
import { HEADER } from "@utsav/domain/client";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Whether the page has scrolled past the header threshold (application §4 Header, §9: 50 px). False on the server. */
export function useScrolled(threshold: number = HEADER.scrollThresholdPx): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
