import { render } from "@testing-library/react";
import { createRoutesStub, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { VendorProfile } from "@utsav/domain";
import { VENDOR_LAYOUT_ROUTE_ID } from "../app/features/vendors/shell/layout-data";
import type { VendorLayoutData } from "../app/features/vendors/shell/layout-data";
import VendorLayoutRoute, { loader as layoutLoader, shouldRevalidate } from "../app/routes/vendor/layout";
import { fetchedApi } from "./route-stub";

// A vendor page the way a vendor meets it (docs/decisions/0030): under the vendor layout, whose loader reads the
// profile (and reads it again on a page change and after a write, by its shouldRevalidate), with the page's own
// loader, clientAction and error boundary. Loaders and actions meet the same stub of the API (test/api-stub.ts).

/** Shows where the app went and with which confirmation, for assertions after a save. */
function Landed() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <p data-testid="landed">
      {location.pathname}
      {notice ? ` | ${notice}` : ""}
    </p>
  );
}

/** A vendor route module's parts, as React Router takes them from the module. */
export interface VendorPageModule {
  default: unknown;
  loader?: unknown;
  clientAction?: unknown;
  ErrorBoundary?: unknown;
}

interface VendorPageOptions {
  /** The page's pattern under the layout ('/vendor/profile/:section'; '/vendor' is the dashboard, the index). */
  path: string;
  /** The address opened; `path` itself by default. */
  entry?: string;
  page: VendorPageModule;
  /**
   * What the layout answers: the vendor's profile, or null before onboarding. Left out, the layout's own loader reads
   * GET /api/vendor/profile from the stub, every time it runs.
   */
  profile?: VendorProfile | null;
  /** Renders the layout itself (the shell around the page), not only its data. */
  shell?: boolean;
}

/**
 * Renders a vendor page under the vendor layout at `entry`. Other addresses show where the app went (Landed), the
 * vendor sign-in outside the layout as in routes.ts. `layoutProfile()` is the profile the layout holds now.
 */
export function renderVendorPage({ path, entry = path, page, profile, shell = false }: VendorPageOptions) {
  let held: VendorProfile | null = null;
  function Layout(props: object) {
    held = useRouteLoaderData<VendorLayoutData>(VENDOR_LAYOUT_ROUTE_ID)?.profile ?? null;
    return shell ? <VendorLayoutRoute {...(props as React.ComponentProps<typeof VendorLayoutRoute>)} /> : <Outlet />;
  }
  const fixed = (): VendorLayoutData => (profile ? { kind: "vendor", profile } : { kind: "onboarding", profile: null });
  const pageRoute = {
    ...(path === "/vendor" ? { index: true } : { path }),
    Component: page.default,
    loader: page.loader,
    action: page.clientAction,
    ErrorBoundary: page.ErrorBoundary,
  };
  const Stub = createRoutesStub(
    [
      {
        id: VENDOR_LAYOUT_ROUTE_ID,
        path: "/vendor",
        Component: Layout,
        HydrateFallback: () => null,
        loader: (profile === undefined ? layoutLoader : fixed) as never,
        shouldRevalidate,
        children: [pageRoute as never, { path: "*", Component: Landed }],
      },
      { path: "/vendor/login", Component: Landed },
      { path: "*", Component: Landed },
    ],
    { api: fetchedApi, origin: "http://localhost", nonce: "" },
  );
  return { ...render(<Stub initialEntries={[entry]} />), layoutProfile: () => held };
}
