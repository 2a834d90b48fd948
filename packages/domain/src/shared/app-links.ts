// The native app's identity in the stores, and the site's addresses it opens as its own screens (docs/decisions/0061).
// The app's build (apps/mobile/app.config.ts: its Android intent filters) and the server (/.well-known/assetlinks.json
// and /.well-known/apple-app-site-association) both read this file, so what a phone routes to the app and what the
// site vouches for cannot drift apart.
//
// Expo reads app.config.ts with Node itself, which (before Node 22.18) cannot read TypeScript imported from it: so this
// file imports nothing and is written in plain JavaScript syntax. app-links.test.ts proves each address is the one
// page-paths.ts builds.

/** The app's Android package and iOS bundle identifier: the same on both stores. */
export const APP_ID = "in.utsavmarket.app";

/** The site a store build's links open when PUBLIC_ORIGIN is not given to the build. */
export const DEFAULT_SITE_ORIGIN = "https://utsavmarket.in";

/** Stands for one path segment (an offering's slug, a booking's id) in APP_LINK_PATHS. */
export const APP_LINK_SEGMENT = "*";

/**
 * The web's addresses the app draws as its own screens at the same address (decision 18), so a link to one (an SMS,
 * a shared offering) opens the app on that screen: the storefront, My bookings with a booking and its review, the
 * brief with My requests and a request's quotes, the blog and the legal pages; and the vendor's side the app draws
 * (docs/decisions/0071: the dashboard, bookings, leads, requests, calendar, payments and reviews), whose links reach
 * vendors by SMS and push. The vendor pages kept on the website (profile, offerings, gallery, documents, team) and the
 * website's sign-in hand-over stay in the browser. Search and sign-in are left out: the
 * web's carry a query (the words searched, where to go after signing in) that the app's screens do not read, so
 * those links stay in the browser.
 */
export const APP_LINK_PATHS = Object.freeze([
  "/",
  "/decor",
  "/gifts",
  "/sweets",
  "/corporate",
  "/offerings",
  "/offerings/*",
  "/widget/*/offerings",
  "/collections/*",
  "/stores/*",
  "/account/bookings",
  "/account/bookings/*",
  "/account/bookings/*/review",
  "/request-proposals",
  "/account/briefs",
  "/account/briefs/*",
  "/blog",
  "/blog/*",
  "/privacy",
  "/terms",
  "/cookies",
  "/vendor",
  "/vendor/bookings",
  "/vendor/bookings/*",
  "/vendor/leads",
  "/vendor/briefs",
  "/vendor/briefs/*",
  "/vendor/calendar",
  "/vendor/payments",
  "/vendor/reviews",
]);
