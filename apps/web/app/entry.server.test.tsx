// @vitest-environment node
import { executionAsyncId } from "node:async_hooks";
import { createRequestHandler } from "react-router";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as entry from "./entry.server";

/** True when promise hooks are on: then an await's continuation runs in an async context of its own. */
async function promiseHooksOn(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

/** A one-route build of the app around the real server entry, as React Router serves a page with it. */
function buildWith(Page: () => React.ReactNode): ServerBuild {
  const route = { id: "root", path: "", hasLoader: false, hasAction: false, hasClientAction: false, hasClientLoader: false };
  return {
    entry: { module: entry },
    routes: { root: { id: "root", path: "", module: { default: Page } } },
    assets: {
      entry: { imports: [], module: "/static/entry.client.js" },
      routes: { root: { ...route, hasClientMiddleware: false, hasErrorBoundary: false, module: "/static/root.js", imports: [] } },
      url: "/static/manifest.js",
      version: "1",
    },
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: {},
    isSpaMode: false,
    ssr: true,
    publicPath: "/",
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("the server entry", () => {
  it("renders a page without turning on async hooks for the rest of the process (docs/decisions/0026)", async () => {
    expect(await promiseHooksOn()).toBe(false);
    const Page = () => (
      <html lang="en-IN">
        <body>
          <p>Celebrations in Bengaluru</p>
        </body>
      </html>
    );
    const handler = createRequestHandler(buildWith(Page), "production");
    const response = await handler(new Request("http://localhost/"), { nonce: "abc", api: null, origin: "http://localhost" } as never);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p>Celebrations in Bengaluru</p>");
    expect(await promiseHooksOn()).toBe(false);
  });

  it("tells when they are on: React's Node renderer turns them on", async () => {
    const { renderToPipeableStream } = await import("react-dom/server");
    await new Promise<void>((resolve) => renderToPipeableStream(<p>Hello</p>, { onAllReady: () => resolve() }));
    expect(await promiseHooksOn()).toBe(true);
  });
});
