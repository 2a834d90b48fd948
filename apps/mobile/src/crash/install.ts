import { crashReportingConfig } from "../config";
import { createCrashReporter, reportCrash, setCrashReporter } from "./crash-reporter";
import type { CrashReporter } from "./crash-reporter";
import { catchUncaughtErrors } from "./global-handlers";

/**
 * Starts crash reporting once, when the app loads (app/_layout.tsx): the configured reporter (none without
 * EXPO_PUBLIC_SENTRY_DSN) and the catches of uncaught errors. Gives back a function that undoes both.
 */
export function installCrashReporting(reporter: CrashReporter = createCrashReporter(crashReportingConfig())): () => void {
  const restoreReporter = setCrashReporter(reporter);
  const stopCatching = catchUncaughtErrors(reportCrash);
  return () => {
    stopCatching();
    restoreReporter();
  };
}
