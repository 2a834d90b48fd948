import { AppProviders } from "../src/app-providers";
import { apiBaseUrl } from "../src/config";
import { installCrashReporting } from "../src/crash/install";
import { RootStack, STACK_SETTINGS } from "../src/root-stack";

/** Home under whatever a link opens, so Back from it goes home (docs/decisions/0063). */
export const unstable_settings = STACK_SETTINGS;

// Crash reports (docs/decisions/0062): none unless EXPO_PUBLIC_SENTRY_DSN is set; uncaught errors are caught from here on.
installCrashReporting();

/** Every screen stands under this one error boundary: it shows a way on and reports the error (docs/decisions/0062). */
export { RouteErrorBoundary as ErrorBoundary } from "../src/crash/route-error-boundary";

export default function RootLayout() {
  return (
    <AppProviders baseUrl={apiBaseUrl()}>
      <RootStack />
    </AppProviders>
  );
}
