import { workPagePaths as work } from "../shared/work-page-paths.ts";
import { storefrontPagePaths as page } from "../shared/page-paths.ts";
import { VENDOR_PROFILE_SECTIONS } from "../vendors/constants.ts";

// A vendor's web pages opened from the app with the session kept (docs/decisions/0072): the app asks for a one-time
// link to a page of the web's vendor area; the web redeems its code and starts a cookie session. The bearer token
// never travels in an address.

/** How long a link's code may be redeemed, and its code's length (32 random bytes, base64url, no padding). */
export const VENDOR_WEB_LINK = { ttlSeconds: 60, codeLength: 43 } as const;

export const VENDOR_WEB_LINK_COPY = {
  nextNotAllowed: "This page cannot be opened from the app",
  codeRefused: "This link has already been used or has expired",
  failedTitle: "This link no longer works",
  openFailed: "The website could not be opened. Please try again.",
  failedBody: "A link from the app opens the website once, within a minute. Open the page from the app again, or sign in here.",
} as const;

/** The pages of the web's vendor area the app may open signed in: the ones it does not draw itself. */
const FIXED_PAGES: readonly string[] = [
  page.vendorDashboard(),
  page.vendorOnboarding(),
  page.vendorProfile(),
  ...VENDOR_PROFILE_SECTIONS.map((section) => page.vendorProfileSection(section)),
  page.vendorOfferings(),
  page.vendorOfferingNew(),
  page.vendorGallery(),
  page.vendorKyc(),
  work.vendorTeam(),
  work.vendorCalendar(),
  work.vendorPayments(),
];

const OFFERING_REF = /^[A-Za-z0-9_-]{1,40}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Whether `next` is one of the vendor area's pages the app may open (an offering by its id, the calendar at a month).
 * Only these exact addresses pass, built by pagePaths, so a link never leads off the site (OWASP ASVS 5.0 V1.2, V3.4).
 */
export function isVendorWebLinkPage(next: string): boolean {
  if (FIXED_PAGES.includes(next)) return true;
  const offeringPrefix = page.vendorOffering("");
  if (next.startsWith(offeringPrefix)) {
    const ref = next.slice(offeringPrefix.length);
    return OFFERING_REF.test(ref) && page.vendorOffering(ref) === next;
  }
  const month = /^\/vendor\/calendar\?month=(.+)$/.exec(next)?.[1];
  return month !== undefined && MONTH.test(month) && work.vendorCalendar(month) === next;
}
