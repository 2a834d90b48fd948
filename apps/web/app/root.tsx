import { lazy, Suspense, useEffect, useState } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "react-router";
import { getFooter } from "@utsav/api-client/catalogue/get-footer";
import { getLocation } from "@utsav/api-client/localities/get-location";
import { MESSAGES } from "@utsav/domain/client";
import type { Route } from "./+types/root";
import "./app.css";
import { ProfilePopup, useLogout } from "./features/accounts/header-account";
import { LoginPopup } from "./features/accounts/login-popup";
import { readSession } from "./features/accounts/session.server";
import { SiteHeader } from "./features/layout/site-header";
import { apiData } from "./lib/api";
import { CriticalLinks } from "./lib/critical-links";
import { useNonce } from "./lib/nonce";
import { NotFoundView } from "./shared/ui/not-found-view";

// The footer's code loads apart from every page's first script: the server draws it, and the browser takes it over
// once its chunk is in (its links work before that, as plain links).
const SiteFooter = lazy(() => import("./features/layout/site-footer").then((m) => ({ default: m.SiteFooter })));

export async function loader({ context }: Route.LoaderArgs) {
  const [footer, session, location] = await Promise.all([
    apiData(context.api, getFooter),
    readSession(context.api),
    apiData(context.api, getLocation),
  ]);
  // Who is signed in decides the header's account items: a consumer's Profile, a vendor's dashboard (application §6).
  return {
    footer,
    signedIn: session.isAuthenticated,
    userType: session.isAuthenticated ? session.userType : null,
    origin: context.origin,
    /** The consumer's chosen locality (decision 0022), or null. */
    locality: location.locality?.name ?? null,
    /** The offerings whose vendors do not serve it: cards say so quietly, and lists can leave them out. */
    unservedOfferingIds: location.unservedOfferingIds,
    /** The event date chosen for "Free on my date" (decision 0058), and the offerings not free that day. */
    eventDate: location.eventDate,
    unavailableOfferingIds: location.unavailableOfferingIds,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const signedInAs = data?.userType ?? null;
  const [profileOpen, setProfileOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const logout = useLogout();
  // React Router stamps the nonce on <Links> too; the browser's render must agree with the server's (lib/nonce.ts).
  const nonce = useNonce();
  // The page's scripts start after its first screen has painted (decision 0013); this mark says they have
  // taken over the server's page, for tools that drive it (the browser journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FF006E" />
        <CriticalLinks nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* The menu's Login opens the login popup; the phone drawer's Login goes to the full-screen /login page. */}
        <SiteHeader
          signedInAs={signedInAs}
          locality={data?.locality ?? null}
          onLogin={() => setLoginOpen(true)}
          onProfile={() => setProfileOpen(true)}
          onLogout={(userType) => void logout(userType)}
        />
        {/* The consumer's profile popup; a vendor's profile is in the vendor area. */}
        {signedInAs === "consumer" ? <ProfilePopup open={profileOpen} onOpenChange={setProfileOpen} /> : null}
        {signedInAs === null ? <LoginPopup open={loginOpen} onOpenChange={setLoginOpen} /> : null}
        <main id="main">{children}</main>
        {/* Hydrated after the page, in its own chunk (React.lazy above), as HydrateLater does for content below the fold
            (shared/ui/hydrate-later.tsx). */}
        {data?.footer ? (
          <Suspense fallback={null}>
            <SiteFooter footer={data.footer} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundView message={typeof error.data === "string" ? error.data : undefined} />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.bookingThrown;
  return (
    <div className="container" style={{ padding: "64px 16px" }}>
      <h1 className="page-title">We could not load this page</h1>
      <p className="muted" style={{ marginTop: 12 }}>
        {message}
      </p>
    </div>
  );
}
