import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { APP_LINK_PATHS, APP_LINK_SEGMENT, pagePaths } from "@utsav/domain/shopper";
import { pathOfNavRef, paths } from "./paths";

const APP_DIR = join(__dirname, "../../app");

/** The screens expo-router draws: each file under app/ but the layouts and the fallback, as "account/bookings/[id]". */
function screenFiles(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(path);
    const name = relative(APP_DIR, path).replace(/\.tsx?$/, "");
    return /(^|\/)(_layout|\+not-found)$/.test(name) ? [] : [name];
  });
}

const segmentsOf = (screen: string) => screen.split("/").filter((s) => s !== "index");
const isDynamic = (segment: string) => /^\[.+\]$/.test(segment);

/** The screen expo-router opens for a path: of the files that match it, the one with the most fixed segments. */
function screenOf(path: string): string | undefined {
  const parts = (path.split("?")[0] ?? "").split("/").filter(Boolean);
  const matching = screenFiles().filter((screen) => {
    const segments = segmentsOf(screen);
    return segments.length === parts.length && segments.every((s, i) => isDynamic(s) || s === parts[i]);
  });
  const fixed = (screen: string) => segmentsOf(screen).filter((s) => !isDynamic(s)).length;
  return matching.sort((a, b) => fixed(b) - fixed(a))[0];
}

type AppPaths = typeof paths;

/** Each path of the app, called once, and the screen file it must open. A new path needs its row here to compile. */
const SCREENS: { [Name in keyof AppPaths]: [Parameters<AppPaths[Name]>, string] } = {
  home: [[], "index"],
  section: [["gifts"], "[section]"],
  offerings: [[], "offerings/index"],
  widgetOfferings: [["w1"], "widget/[widgetId]/offerings"],
  offering: [["birthday-bliss-dgp1"], "offerings/[slug]"],
  collection: [["office-decor"], "collections/[slug]"],
  store: [["deepam-gifts-and-decor"], "stores/[slug]"],
  search: [[], "search"],
  login: [[], "login"],
  myBookings: [[], "account/bookings/index"],
  myBooking: [["b1"], "account/bookings/[id]"],
  payBooking: [["b1"], "account/bookings/[id]"],
  myBookingReview: [["b1"], "account/bookings/[id]/review"],
  requestProposals: [[], "request-proposals"],
  myBriefs: [[], "account/briefs/index"],
  myBrief: [["br1"], "account/briefs/[id]"],
  blog: [[], "blog/index"],
  blogPost: [["diwali-office-decor-checklist"], "blog/[slug]"],
  privacy: [[], "privacy"],
  terms: [[], "terms"],
  cookies: [[], "cookies"],
  profile: [[], "profile"],
  booking: [["birthday-bliss-dgp1"], "booking/[slug]"],
  // the vendor's side (docs/decisions/0071)
  vendorLogin: [[], "vendor/login"],
  vendorLoginThen: [["/vendor/bookings/b1"], "vendor/login"],
  vendorDashboard: [[], "vendor/index"],
  vendorBookings: [[{ status: "pending" }], "vendor/bookings/index"],
  vendorBooking: [["b1"], "vendor/bookings/[id]"],
  vendorLeads: [[], "vendor/leads"],
  vendorBriefs: [[], "vendor/briefs/index"],
  vendorBrief: [["br1"], "vendor/briefs/[id]"],
  vendorCalendar: [[], "vendor/calendar"],
  vendorPayments: [[], "vendor/payments"],
  vendorReviews: [[], "vendor/reviews"],
  vendorAlerts: [[], "vendor/alerts"],
};

const calls = Object.entries(SCREENS).map(([name, [args, screen]]) => ({
  name,
  path: (paths[name as keyof AppPaths] as (...a: unknown[]) => string)(...args),
  screen,
}));

describe("the app's paths", () => {
  it("open the screen each names", () => {
    for (const { name, path, screen } of calls) expect({ name, screen: screenOf(path) }).toEqual({ name, screen });
  });

  it("include every site address the app opens as its own (App Links, universal links: docs/decisions/0061)", () => {
    const unmatched = APP_LINK_PATHS.filter((path) => screenOf(path.replaceAll(APP_LINK_SEGMENT, "x1")) === undefined);
    expect(unmatched).toEqual([]);
  });

  it("reach every screen under app/", () => {
    const reached = new Set(calls.map(({ screen }) => screen));
    expect(screenFiles().filter((screen) => !reached.has(screen))).toEqual([]);
  });

  it("are the web's addresses where the app has the web's page", () => {
    expect(paths.home()).toBe(pagePaths.home());
    expect(paths.offering("a-dgp1")).toBe(pagePaths.offering("a-dgp1"));
    expect(paths.collection("office-decor")).toBe(pagePaths.collection("office-decor"));
    expect(paths.search()).toBe(pagePaths.search());
    expect(paths.login()).toBe(pagePaths.login());
    expect(paths.myBooking("b1")).toBe(pagePaths.myBooking("b1"));
    expect(paths.myBooking("b1")).toBe("/account/bookings/b1");
    expect(paths.myBookingReview("b1")).toBe("/account/bookings/b1/review");
    expect(paths.requestProposals()).toBe("/request-proposals");
    expect(paths.myBrief("br1")).toBe(pagePaths.myBrief("br1"));
    expect(paths.blogPost("a")).toBe(pagePaths.blogPost("a"));
    expect([paths.privacy(), paths.terms(), paths.cookies()]).toEqual(["/privacy", "/terms", "/cookies"]);
  });
});

describe("pathOfNavRef", () => {
  it("leads an offering, a collection, a store, a section and the offerings list to their screens", () => {
    expect(pathOfNavRef("/offerings/birthday-bliss-dgp1?from=home")).toBe("/offerings/birthday-bliss-dgp1");
    expect(pathOfNavRef("/collections/office-decor/")).toBe("/collections/office-decor");
    expect(pathOfNavRef("/stores/deepam-gifts-and-decor")).toBe("/stores/deepam-gifts-and-decor");
    expect(pathOfNavRef("/sweets")).toBe("/sweets");
    expect(pathOfNavRef("/offerings")).toBe("/offerings");
  });

  it("leads anything else home", () => {
    expect(pathOfNavRef("/blog")).toBe("/");
    expect(pathOfNavRef("https://example.com/x")).toBe("/");
  });
});
