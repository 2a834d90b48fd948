import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { Envelope } from "@utsav/domain";
import type { ApiClient } from "../app/lib/api";

// A route module rendered the way a person meets it (docs/decisions/0030): its loader, run with the web server's
// context, and its clientAction as the action. The loaders' in-process API goes through fetch here, so the one stub of
// the API (test/api-stub.ts) answers the loader's reads as it answers the browser's calls.

async function answered<T>(response: Response) {
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The loaders' API, answered by stubApi: 'GET /api/…' for a read, 'POST /api/…' with its JSON body. */
export const fetchedApi: ApiClient = {
  get: async <T,>(path: string) => answered<T>(await fetch(path)),
  post: async <T,>(path: string, body: unknown) =>
    answered<T>(await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })),
};

interface RouteUnderTest {
  /** The route's pattern ('/vendor/bookings/:id') and the address opened. */
  path: string;
  entry: string;
  /** The route module's parts: its component, loader and, when it writes, its clientAction; its error boundary. */
  Component: unknown;
  loader: unknown;
  action?: unknown;
  ErrorBoundary?: unknown;
  /** Its shouldRevalidate, where it has one: whether its loader is read again after an act. */
  shouldRevalidate?: unknown;
}

/** Renders a route module at `entry`, its loader answered through stubApi. */
export function renderRoute({ path, entry, Component, loader, action, ErrorBoundary, shouldRevalidate }: RouteUnderTest) {
  const route = { path, Component, loader, action, ErrorBoundary, shouldRevalidate, HydrateFallback: () => null };
  const Stub = createRoutesStub([route as never], { api: fetchedApi, origin: "http://localhost", nonce: "" });
  return render(<Stub initialEntries={[entry]} />);
}
