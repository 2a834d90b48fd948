import { describe, expect, it } from "vitest";
import { HOME_SECTIONS, navRefFromSlug, pagePaths, VENDOR_PROFILE_SECTIONS } from "@utsav/domain/client";
// The web's route table itself, so a page added there without its path in the domain's registry fails below. The
// test lives with the web, which owns the routes, so packages/domain depends on no app.
import webRoutes from "../app/routes";

/** What routes.ts declares, as React Router reads it: a layout has no path of its own, and paths nest. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Addresses routes.ts serves that are files or the fallback, not pages. */
const NOT_PAGES = new Set(["sitemap.xml", "robots.txt", "*"]);

/** Every page's pattern in routes.ts ("vendor/bookings/:id"; the home page is ""). */
function declaredPages(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...declaredPages(entry.children ?? [], path)];
  });
}

/** Whether a built path (its query aside) is an address of a route pattern. */
function matches(pattern: string, built: string): boolean {
  const segments = pattern.split("/").filter(Boolean);
  const parts = (built.split("?")[0] ?? "").split("/").filter(Boolean);
  return segments.length === parts.length && segments.every((s, i) => s.startsWith(":") || s === parts[i]);
}

type Registry = typeof pagePaths;

/** The arguments each path is built with here: one list per call. A new path needs its calls here to compile. */
const CALLS: { [Name in keyof Registry]: Parameters<Registry[Name]>[] } = {
  home: [[]],
  section: HOME_SECTIONS.map((section) => [section]),
  offerings: [[]],
  widgetOfferings: [["w1"]],
  offering: [["birthday-bliss-dgp1"]],
  collection: [["office-decor"]],
  store: [["deepam-gifts-and-decor"]],
  search: [[], [{ q: "cake" }]],
  login: [[], ["/account/bookings"]],
  booking: [["eyJzbHVnIjoiYSJ9"]],
  bookingAction: [[]],
  requestProposals: [[]],
  vendors: [[]],
  privacy: [[]],
  terms: [[]],
  blog: [[]],
  blogPost: [["diwali-decor"]],
  cookies: [[]],
  myBookings: [[]],
  myBooking: [["b1"]],
  myBookingReview: [["b1"]],
  myReceipt: [["b1", "pay_1"]],
  myBriefs: [[]],
  myBrief: [["r1"]],
  myData: [[]],
  checkout: [["po_0123456789abcdef0123456789abcdef"]],
  localOutbox: [[]],
  vendorLogin: [[]],
  vendorDashboard: [[]],
  vendorOnboarding: [[]],
  vendorProfile: [[]],
  vendorProfileSection: VENDOR_PROFILE_SECTIONS.map((section) => [section]),
  vendorOfferings: [[]],
  vendorOfferingNew: [[]],
  vendorOffering: [["o1"]],
  vendorGallery: [[]],
  vendorKyc: [[]],
  vendorContinue: [["q3Vb8m0dKx7YtR2nWf5LcZp9HsJe4UaGi1oNyTlPwQk"]],
  vendorBookings: [[], [{ status: "pending", q: "asha" }]],
  vendorBooking: [["b1"]],
  vendorLeads: [[]],
  vendorBriefs: [[]],
  vendorBrief: [["r1"]],
  vendorTeam: [[]],
  vendorPayments: [[]],
  vendorCalendar: [[], ["2026-12"]],
  vendorReviews: [[]],
  opsLogin: [[]],
  opsLogout: [[]],
  ops: [[]],
  opsVendors: [[], ["submitted"]],
  opsVendor: [["v1"]],
  opsActivity: [[]],
  opsWaiting: [[], [12]],
  opsWaitlists: [[]],
  opsAudit: [[], ["2026-11-28T00:00:00.000Z"]],
  opsOperators: [[]],
  opsPayments: [[], [{ status: "paid", refund: "pending", q: "#3FA9C21B" }]],
  opsPayment: [["bk_1"]],
  opsReviews: [[], ["hidden"]],
  opsStanding: [[]],
};

const built = Object.entries(CALLS).flatMap(([name, calls]) =>
  calls.map((args) => ({ name, path: (pagePaths[name as keyof Registry] as (...a: unknown[]) => string)(...args) })),
);
const pages = declaredPages(webRoutes).filter((page) => !NOT_PAGES.has(page));

describe("the page paths", () => {
  it("reads the web's route table", () => {
    expect(pages).toContain("");
    expect(pages).toContain("account/bookings/:id");
    expect(pages).toContain("vendor/bookings/:id");
    expect(pages).toContain("ops/vendors/:id");
  });

  it("builds a path for every page of the web's routes.ts", () => {
    const unbuilt = pages.filter((page) => !built.some(({ path }) => matches(page, path)));
    expect(unbuilt, "pages of routes.ts with no path in page-paths.ts").toEqual([]);
  });

  it("builds only addresses the web serves", () => {
    const stray = built.filter(({ path }) => !pages.some((page) => matches(page, path)));
    expect(stray, "paths that lead to no page of routes.ts").toEqual([]);
  });

  it("builds the addresses the spec and the messages name", () => {
    expect(pagePaths.home()).toBe("/");
    expect(pagePaths.section("decor")).toBe("/decor");
    expect(pagePaths.offering("birthday-bliss-dgp1")).toBe(navRefFromSlug("birthday-bliss-dgp1"));
    expect(pagePaths.myBooking("b1")).toBe("/account/bookings/b1");
    expect(pagePaths.myBrief("r1")).toBe("/account/briefs/r1");
    expect(pagePaths.vendorBooking("b1")).toBe("/vendor/bookings/b1");
    expect(pagePaths.vendorBrief("r1")).toBe("/vendor/briefs/r1");
    expect(pagePaths.booking("a b")).toBe("/booking?data=a%20b");
  });

  it("puts a query only where it has a value, and escapes what it carries", () => {
    expect(pagePaths.search()).toBe("/search");
    expect(pagePaths.search({ q: "cake & co" })).toBe("/search?q=cake+%26+co");
    expect(pagePaths.login("/account/bookings")).toBe("/login?redirect=%2Faccount%2Fbookings");
    expect(pagePaths.vendorBookings({ status: "pending", q: "" })).toBe("/vendor/bookings?status=pending");
    expect(pagePaths.opsVendors()).toBe("/ops/vendors");
    expect(pagePaths.opsAudit("x")).toBe("/ops/audit?before=x");
    expect(pagePaths.myBooking("a/b")).toBe("/account/bookings/a%2Fb");
  });
});
