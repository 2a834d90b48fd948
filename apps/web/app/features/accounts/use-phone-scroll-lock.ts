import { useEffect } from "react";
import { BREAKPOINTS } from "@utsav/domain/client";

/**
 * Locks the page's scroll on phones while `active` (application §4: on mobile the non-authenticated login states
 * fill the screen and web body scroll is locked). Follows the viewport when it is resized or rotated.
 */
export function usePhoneScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const phone = window.matchMedia(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`);
    const body = document.body;
    const previous = body.style.overflow;
    const apply = () => {
      body.style.overflow = phone.matches ? "hidden" : previous;
    };
    apply();
    phone.addEventListener("change", apply);
    return () => {
      phone.removeEventListener("change", apply);
      body.style.overflow = previous;
    };
  }, [active]);
}
