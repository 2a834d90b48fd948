import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ComponentType } from "react";
import { Skeleton } from "./skeleton";
import styles from "./lazy-screen.module.css";

/** What shows while a screen's code loads (after a client-side navigation; the server renders the screen). */
export function ScreenSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading">
      <Skeleton width="45%" height={32} />
      <Skeleton width="80%" height={18} />
      <Skeleton height={160} radius={14} />
      <Skeleton height={120} radius={14} />
    </div>
  );
}

/** The attribute `<html>` carries while a screen's code is still on its way (the browser journeys wait for it to go). */
export const SCREENS_LOADING_ATTRIBUTE = "data-screens-loading";

// Screens whose code has not arrived yet. While the server's markup of one waits for its chunk, React has not taken it
// over: a form sent from it reaches no handler, and the browser would send it as a plain page (a GET of the same
// address with what was typed in it: a phone number in the address bar, the history and the server's logs).
let loading = 0;
/** The last form sent while a screen loaded, with the button that sent it. */
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * Runs after React's own listeners (on the document): a submit no handler took (none prevented it) is kept from the
 * browser while a screen loads, and sent again once every screen has loaded. A form of the page meant to go as a
 * plain page goes then.
 */
function holdUnhandledSubmit(event: SubmitEvent) {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  held = { form: event.target, submitter: event.submitter };
}

function screenLoading() {
  if (loading++ === 0) {
    window.addEventListener("submit", holdUnhandledSubmit);
    document.documentElement.setAttribute(SCREENS_LOADING_ATTRIBUTE, "");
  }
}

function screenLoaded() {
  if (--loading > 0) return;
  window.removeEventListener("submit", holdUnhandledSubmit);
  document.documentElement.removeAttribute(SCREENS_LOADING_ATTRIBUTE);
  const sent = held;
  held = null;
  if (sent === null) return;
  // Sent again as the press it was, after React's commit: a part of the screen inside a boundary of its own may not be
  // taken over yet, and React takes it over at once for a click (not for a submit) before handling it. A screen whose
  // code failed unmounts (the route's error shows): its form is gone, and nothing is sent.
  const { form, submitter } = sent;
  setTimeout(() => {
    if (!form.isConnected) return;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    if (button?.form === form) button.click();
    else form.requestSubmit();
  }, 0);
}

/** Rendered after the screen inside its boundary: its effect runs once the screen's code has arrived and it is shown. */
function Arrived({ onArrived }: { onArrived: () => void }) {
  useEffect(onArrived, [onArrived]);
  return null;
}

/**
 * A screen loaded as its own chunk: `load` imports the module and picks the component, so the route module stays thin
 * and its initial JavaScript small. The server renders the screen with the page (streamed); the browser hydrates it
 * once its chunk has arrived. The vendor area's screens load this way (TanStack Query, docs/decisions/0009), and so
 * does every form built on the form helper (react-hook-form, docs/decisions/0030). Until the chunk is there, a form
 * sent from the screen's markup is held and sent again once React has it (docs/decisions/0085).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, fallback: React.ReactNode = <ScreenSkeleton />) {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    // Counted among the screens loading from this wrapper's effect until the boundary's effect says it arrived; the
    // boundary's can run first (its code was already there), and then this screen is never counted.
    const phase = useRef<"waiting" | "counted" | "arrived">("waiting");
    const [arrived] = useState(() => () => {
      if (phase.current === "counted") screenLoaded();
      phase.current = "arrived";
    });
    useEffect(() => {
      if (phase.current !== "waiting") return;
      phase.current = "counted";
      screenLoading();
      return () => {
        if (phase.current !== "counted") return;
        phase.current = "waiting";
        screenLoaded();
      };
    }, []);
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
        <Arrived onArrived={arrived} />
      </Suspense>
    );
  };
}
