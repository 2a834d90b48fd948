import { renderRouter } from "expo-router/testing-library";
import type { ReactNode } from "react";
import { AppProviders } from "../src/app-providers";
import { createQueryClient } from "../src/cache/query-client";
import { RouteErrorBoundary } from "../src/crash/route-error-boundary";
import { RootStack } from "../src/root-stack";
import type { TokenStore } from "../src/session/token-store";
import { appRoutes } from "./app-routes";
import { API_BASE, createFakeApi } from "./fake-api";
import type { FakeApi } from "./fake-api";

/** A token store in memory, for a test that starts signed in (or not) and reads what the app kept. */
export function memoryTokenStore(token: string | null = null): TokenStore & { token: string | null } {
  const store = {
    token,
    read: async () => store.token,
    write: async (next: string) => {
      store.token = next;
    },
    clear: async () => {
      store.token = null;
    },
  };
  return store;
}

interface RenderAppOptions {
  api?: FakeApi;
  /** The session token the phone kept from an earlier sign-in. */
  token?: string | null;
  /** Screens of the test's own, beside the app's (a screen that throws, for the error boundary). */
  routes?: Record<string, () => ReactNode>;
}

/**
 * The whole app at a screen, as a consumer meets it: the real routes and providers, with the API answering from
 * the fake API's envelopes and the session kept in memory.
 */
export function renderApp(initialUrl: string, { api = createFakeApi(), token = null, routes = {} }: RenderAppOptions = {}) {
  const tokenStore = memoryTokenStore(token);
  const queryClient = createQueryClient({ networkRetries: 0 });
  function TestLayout() {
    return (
      <AppProviders baseUrl={API_BASE} fetch={api.fetch} tokenStore={tokenStore} queryClient={queryClient}>
        <RootStack />
      </AppProviders>
    );
  }
  // The root layout's error boundary, as app/_layout.tsx exports it.
  const view = renderRouter(
    { ...appRoutes, ...routes, _layout: { default: TestLayout, ErrorBoundary: RouteErrorBoundary } },
    { initialUrl },
  );
  return { ...view, api, tokenStore, queryClient };
}
