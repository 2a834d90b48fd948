import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { AppLoadContext, ShouldRevalidateFunction } from "react-router";
import type { ApiClient } from "../../../lib/api";
import { browserApi } from "../../../lib/api-client";

// Test helpers of the vendor gallery and KYC screens: a route rendered the way a vendor meets it (its data as the server
// rendered it, its clientAction, and its loader when the page is read again), and files to upload. The API is stubbed
// by test/api-stub.ts: the browser's calls and the loader's alike.

/**
 * The loaders' context, whose in-process API is stood in for by the browser's transport, so the loader's reads reach
 * the same stub of fetch as the acts ('GET /api/vendor/gallery' answers both).
 */
const context = {
  api: {
    get: (path: string) => browserApi({ method: "GET", path }),
    post: (path: string, body: unknown) => browserApi({ method: "POST", path, body }),
  } as unknown as ApiClient,
  origin: "http://localhost",
  nonce: "",
} satisfies AppLoadContext;

/** What a test takes of a route module. */
interface RouteModule {
  default: unknown;
  loader?: unknown;
  clientAction?: unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A route of the stub: a module's page, loader, action and revalidation rule at its path. */
const stubRoute = (id: string, path: string, route: RouteModule) => ({
  id,
  path,
  Component: route.default as never,
  loader: route.loader as never,
  action: route.clientAction as never,
  shouldRevalidate: route.shouldRevalidate,
});

/**
 * Renders a route module at `path` with `data` as its loader's answer on the server; its clientAction runs the acts,
 * and its loader reads the page again after them (through the stubbed API). Resolves once the lazily loaded page shows
 * its heading.
 */
export async function renderRoute(route: RouteModule, { path, data }: { path: string; data: unknown }) {
  const Stub = createRoutesStub([stubRoute("page", path, route)], context);
  const view = render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />);
  await screen.findByRole("heading", { level: 1 });
  return view;
}

/**
 * Renders `ui` inside a router where `actions` (path → a route's clientAction) take the acts sent to them: the
 * gallery's, for the picker's upload from another page.
 */
export function renderScreen(ui: React.ReactElement, actions: Record<string, unknown> = {}) {
  const others = Object.entries(actions).map(([path, clientAction]) => stubRoute(path, path, { default: undefined, clientAction }));
  const Stub = createRoutesStub([...others, { path: "*", Component: () => ui }], context);
  return render(<Stub initialEntries={["/"]} />);
}

/** A PNG file of the given size. */
export const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
