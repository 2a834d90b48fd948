import { Platform } from "react-native";
import type { CrashContext } from "./crash-reporter";

// Errors no screen caught: thrown in an event handler or a timer, or a promise rejected with nobody listening
// (docs/decisions/0062). Each handler reports, then hands the error on to what was there before.

type Report = (error: unknown, context: CrashContext) => Promise<void>;

type GlobalHandler = (error: unknown, isFatal?: boolean) => void;

interface ErrorUtilsLike {
  getGlobalHandler(): GlobalHandler;
  setGlobalHandler(handler: GlobalHandler): void;
}

interface RejectionTracker {
  enablePromiseRejectionTracker?: (options: {
    allRejections: boolean;
    onUnhandled: (id: number, rejection: unknown) => void;
    onHandled: (id: number) => void;
  }) => void;
}

/** How long a fatal error waits for its report before React Native stops the app. */
export const FATAL_REPORT_WAIT_MS = 2000;

/** Catches the app's uncaught errors and rejections; gives back a function that stops (where that can be undone). */
export function catchUncaughtErrors(report: Report): () => void {
  return Platform.OS === "web" ? catchOnWeb(report) : catchOnNative(report);
}

function catchOnNative(report: Report): () => void {
  const globals = globalThis as { ErrorUtils?: ErrorUtilsLike; HermesInternal?: RejectionTracker };
  const errorUtils = globals.ErrorUtils;
  if (!errorUtils) return () => {};
  const previous = errorUtils.getGlobalHandler();
  errorUtils.setGlobalHandler((error, isFatal) => {
    const sent = report(error, { source: "global", fatal: Boolean(isFatal) });
    if (!isFatal) {
      previous(error, isFatal);
      return;
    }
    // React Native's handler ends the app on a fatal error: the report gets a moment to leave first.
    let handed = false;
    const handOn = () => {
      if (handed) return;
      handed = true;
      previous(error, isFatal);
    };
    setTimeout(handOn, FATAL_REPORT_WAIT_MS);
    void sent.finally(handOn);
  });
  // React Native tracks rejections only in development, where it shows them in LogBox; a release build tracks them
  // here. Hermes keeps one tracker, so this one is not undone.
  if (!__DEV__) {
    globals.HermesInternal?.enablePromiseRejectionTracker?.({
      allRejections: true,
      onUnhandled: (_id, rejection) => void report(rejection, { source: "promise" }),
      onHandled: () => {},
    });
  }
  return () => errorUtils.setGlobalHandler(previous);
}

function catchOnWeb(report: Report): () => void {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {};
  const onError = (event: ErrorEvent) => void report(event.error ?? event.message, { source: "global" });
  const onRejection = (event: PromiseRejectionEvent) => void report(event.reason, { source: "promise" });
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
