import { index, layout, prefix, route } from "@react-router/dev/routes";
import type { RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("decor", "routes/section.tsx", { id: "section-decor" }),
  route("gifts", "routes/section.tsx", { id: "section-gifts" }),
  route("sweets", "routes/section.tsx", { id: "section-sweets" }),
  route("corporate", "routes/section.tsx", { id: "section-corporate" }),
  route("offerings", "routes/offerings.tsx"),
  route("offerings/:slug", "routes/offering.tsx"),
  route("widget/:widgetId/offerings", "routes/widget-offerings.tsx"),
  route("collections/:slug", "routes/collection.tsx"),
  route("search", "routes/search.tsx"),
  route("request-proposals", "routes/request-proposals.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("vendors", "routes/vendors.tsx"),
  // A vendor's public page (docs/decisions/0059); /vendors is the vendors' own landing page.
  route("stores/:slug", "routes/store.tsx"),
  route("login", "routes/login.tsx"),
  // My bookings (docs/decisions/0021)
  route("account/bookings", "routes/account-bookings.tsx"),
  route("account/bookings/:id", "routes/account-booking.tsx"),
  // Reviewing a completed booking (docs/decisions/0060)
  route("account/bookings/:id/review", "routes/account-booking-review.tsx"),
  // A printable receipt of a payment or a refund (docs/decisions/0048)
  route("account/bookings/:id/receipts/:receiptId", "routes/account-receipt.tsx"),
  // My requests for proposals (docs/decisions/0023)
  route("account/briefs", "routes/account-briefs.tsx"),
  route("account/briefs/:id", "routes/account-brief.tsx"),
  // Download my data, delete my account (docs/decisions/0031)
  route("account/data", "routes/account-data.tsx"),
  // The checkout page of a booking's advance (docs/decisions/0050).
  route("pay/:orderId", "routes/pay.tsx"),
  // Local runs only: what the local SMS and e-mail providers kept (the API answers 404 elsewhere).
  route("dev/outbox", "routes/local-outbox.tsx"),
  // The vendor area (application §7; screens: docs/decisions/0009).
  route("vendor/login", "routes/vendor/login.tsx"),
  // The app's one-time link to a vendor page, signed in (docs/decisions/0072).
  route("vendor/continue", "routes/vendor/continue.tsx"),
  ...prefix("vendor", [
    layout("routes/vendor/layout.tsx", [
      index("routes/vendor/dashboard.tsx"),
      route("onboarding", "routes/vendor/onboarding.tsx"),
      route("profile", "routes/vendor/profile.tsx"),
      route("profile/:section", "routes/vendor/profile-section.tsx"),
      route("offerings", "routes/vendor/offerings.tsx"),
      route("offerings/new", "routes/vendor/offering-new.tsx"),
      route("offerings/:id", "routes/vendor/offering-edit.tsx"),
      route("gallery", "routes/vendor/gallery.tsx"),
      route("kyc", "routes/vendor/kyc.tsx"),
      // bookings and leads (docs/decisions/0021)
      route("bookings", "routes/vendor/bookings.tsx"),
      route("bookings/:id", "routes/vendor/booking.tsx"),
      // what shoppers wrote after their bookings, answered once (docs/decisions/0060)
      route("reviews", "routes/vendor/reviews.tsx"),
      route("leads", "routes/vendor/leads.tsx"),
      // requests for proposals (docs/decisions/0023)
      route("briefs", "routes/vendor/briefs.tsx"),
      route("briefs/:id", "routes/vendor/brief.tsx"),
      // the business's owner and team (docs/decisions/0033)
      route("team", "routes/vendor/team.tsx"),
      // the advances paid online and the payout bank account (docs/decisions/0051)
      route("payments", "routes/vendor/payments.tsx"),
      // booked and blocked days, daily capacity and the calendar feed (docs/decisions/0056)
      route("calendar", "routes/vendor/calendar.tsx"),
    ]),
  ]),
  // The operations console (docs/decisions/0020): operators only.
  route("ops/login", "routes/ops/login.tsx"),
  route("ops/logout", "routes/ops/logout.tsx"),
  ...prefix("ops", [
    layout("routes/ops/layout.tsx", [
      index("routes/ops/home.tsx"),
      route("vendors", "routes/ops/vendors.tsx"),
      route("vendors/:id", "routes/ops/vendor.tsx"),
      route("activity", "routes/ops/activity.tsx"),
      route("waiting", "routes/ops/waiting.tsx"),
      route("waitlists", "routes/ops/waitlists.tsx"),
      route("audit", "routes/ops/audit.tsx"),
      route("operators", "routes/ops/operators.tsx"),
      // the payments console (docs/decisions/0052)
      route("payments", "routes/ops/payments.tsx"),
      route("payments/:bookingId", "routes/ops/payment.tsx"),
      // reviews: moderation and vendors' standing (docs/decisions/0060)
      route("reviews", "routes/ops/reviews.tsx"),
      route("standing", "routes/ops/standing.tsx"),
    ]),
  ]),
  route("booking", "routes/booking.tsx"),
  route("privacy", "routes/legal.tsx", { id: "legal-privacy" }),
  route("terms", "routes/legal.tsx", { id: "legal-terms" }),
  route("cookies", "routes/legal.tsx", { id: "legal-cookies" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
