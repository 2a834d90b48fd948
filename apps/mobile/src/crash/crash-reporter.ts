import { Platform } from "react-native";
import type { CrashReportingConfig } from "../config";
import { sentryCrashReporter } from "./sentry-reporter";

// Crash reports go through one interface chosen by configuration (docs/decisions/0062), as the API's providers are
// (platform/providers.ts): none by default, Sentry when EXPO_PUBLIC_SENTRY_DSN is set.

/** Where a crash was caught: a screen's error boundary, the global error handler, or an unhandled rejection. */
export interface CrashContext {
  source: "screen" | "global" | "promise";
  /** True when the app is about to stop (a fatal error reaching the global handler). */
  fatal?: boolean;
}

export interface CrashReporter {
  /** Sends the error, without personal data; settles when sent or given up, and never throws. */
  captureException(error: unknown, context: CrashContext): Promise<void>;
}

/** The default: nothing leaves the phone. */
export const noCrashReporter: CrashReporter = { captureException: async () => {} };

export function createCrashReporter(config: CrashReportingConfig, fetchImpl?: typeof fetch): CrashReporter {
  if (config.sentryDsn === null) return noCrashReporter;
  return (
    sentryCrashReporter({
      dsn: config.sentryDsn,
      release: config.release,
      environment: config.environment,
      platform: Platform.OS,
      fetch: fetchImpl,
    }) ?? noCrashReporter
  );
}

let installed: CrashReporter = noCrashReporter;
/** Errors already reported: a screen's error reaches its boundary, and in development the global handler too. */
let reported = new WeakSet<object>();

/** Makes `reporter` the one every catch reports to; gives back a function that puts the previous one back. */
export function setCrashReporter(reporter: CrashReporter): () => void {
  const previous = installed;
  installed = reporter;
  reported = new WeakSet();
  return () => {
    installed = previous;
  };
}

/** Reports an error once to the app's crash reporter. */
export function reportCrash(error: unknown, context: CrashContext): Promise<void> {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return Promise.resolve();
    reported.add(error);
  }
  return installed.captureException(error, context).catch(() => undefined);
}
