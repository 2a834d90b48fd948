import { describe, expect, it } from "vitest";
import { HOME_SECTIONS } from "../catalogue/constants.ts";
import { APP_LINK_PATHS, APP_LINK_SEGMENT } from "./app-links.ts";
import { storefrontPagePaths as page } from "./page-paths.ts";
import { pagePaths as work } from "./work-page-paths.ts";

// app-links.ts writes its addresses out, because Expo's build reads it without TypeScript (docs/decisions/0061); each
// must still be the one the page-path registry builds, or a link would open the app on a screen the site no longer has.

describe("the addresses the app opens", () => {
  it("are the registry's own pages, with the segment in place of a slug or an id", () => {
    const one = APP_LINK_SEGMENT;
    expect(APP_LINK_PATHS).toEqual([
      page.home(),
      ...HOME_SECTIONS.map((section) => page.section(section)),
      page.offerings(),
      page.offering(one),
      page.widgetOfferings(one),
      page.collection(one),
      page.store(one),
      page.myBookings(),
      page.myBooking(one),
      page.myBookingReview(one),
      page.requestProposals(),
      page.myBriefs(),
      page.myBrief(one),
      page.blog(),
      page.blogPost(one),
      page.privacy(),
      page.terms(),
      page.cookies(),
      work.vendorDashboard(),
      work.vendorBookings(),
      work.vendorBooking(one),
      work.vendorLeads(),
      work.vendorBriefs(),
      work.vendorBrief(one),
      work.vendorCalendar(),
      work.vendorPayments(),
      work.vendorReviews(),
    ]);
  });

  it("leave out the pages whose query the app does not read", () => {
    expect(APP_LINK_PATHS).not.toContain(page.search());
    expect(APP_LINK_PATHS).not.toContain(page.login());
    expect(APP_LINK_PATHS).not.toContain(work.vendorLogin());
    expect(APP_LINK_PATHS).not.toContain(work.vendorContinue("x").split("?")[0]);
  });
});
