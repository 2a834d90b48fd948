import { renderRouter } from "expo-router/testing-library";
import type { ReactNode } from "react";
import { AppProviders } from "../src/app-providers";
import { createQueryClient } from "../src/cache/query-client";
import { RouteErrorBoundary } from "../src/crash/route-error-boundary";
import { RootStack, STACK_SETTINGS } from "../src/root-stack";
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
  /**
   * The linked screen alone in the stack, nothing under it: for the stack's Home control, drawn in place of Back. By
   * default the app's own stack settings put home under any linked screen.
   */
  alone?: boolean;
}

/**
 * The whole app at a screen, as a consumer meets it: the real routes and providers, with the API answering from
 * the fake API's envelopes and the session kept in memory.
 */
export function renderApp(initialUrl: string, { api = createFakeApi(), token = null, routes = {}, alone = false }: RenderAppOptions = {}) {
  const tokenStore = memoryTokenStore(token);
  const queryClient = createQueryClient({ networkRetries: 0 });
  function TestLayout() {
    return (
      <AppProviders baseUrl={API_BASE} fetch={api.fetch} tokenStore={tokenStore} queryClient={queryClient}>
        <RootStack />
      </AppProviders>
    );
  }
  // The root layout's error boundary and stack settings, as app/_layout.tsx exports them: a screen a link opened has
  // home under it, as in the app (docs/decisions/0063).
  const layout = { default: TestLayout, ErrorBoundary: RouteErrorBoundary, unstable_settings: alone ? {} : STACK_SETTINGS };
  const view = renderRouter({ ...appRoutes, ...routes, _layout: layout }, { initialUrl });
  return { ...view, api, tokenStore, queryClient };
}
