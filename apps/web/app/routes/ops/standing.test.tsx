import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StandingList, VendorStanding } from "@utsav/domain";
import { REVIEW_COPY, RESPONSIVENESS_COPY } from "@utsav/domain/client";
import { fail, ok, stubApi } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import OpsStandingRoute, { loader } from "./standing";

// The console's Standing page through its route (docs/decisions/0060): every approved vendor's rating, reviews, answer
// rate and median answer time, those under the rating floor first and flagged, in a table with its caption.

afterEach(() => vi.unstubAllGlobals());

const STANDING = "GET /api/operator/standing";

const vendor = (overrides: Partial<VendorStanding>): VendorStanding => ({
  vendorId: "v-1",
  vendorName: "Bloom Studio",
  storeSlug: "bloom-studio-3f9a1c",
  rating: 4.6,
  reviewsCount: 12,
  answerRate: 90,
  medianSeconds: 12_000,
  underFloor: false,
  ...overrides,
});

const standing = (vendors: VendorStanding[]): StandingList => ({ floor: { rating: 3.5, minReviews: 3 }, vendors });

const renderStanding = () => renderRoute({ path: "/ops/standing", entry: "/ops/standing", Component: OpsStandingRoute, loader });

describe("the console's Standing page", () => {
  it("lists vendors under the floor first, flagged, with the rule, their links and their figures in the console's words", async () => {
    stubApi({
      [STANDING]: ok(
        standing([
          vendor({}),
          vendor({
            vendorId: "catalogue-new",
            vendorName: "Jaya Studio",
            storeSlug: "jaya-studio",
            rating: null,
            reviewsCount: 0,
            answerRate: null,
            medianSeconds: null,
          }),
          vendor({
            vendorId: "v-2",
            vendorName: "Asha Decor",
            storeSlug: "asha-decor-77aa01",
            rating: 2.84,
            reviewsCount: 5,
            answerRate: 40,
            medianSeconds: 100_800,
            underFloor: true,
          }),
        ]),
      ),
    });
    renderStanding();
    const table = within(await screen.findByRole("table", { name: REVIEW_COPY.standingCaption }));
    expect(screen.getByRole("heading", { level: 1, name: REVIEW_COPY.standingTitle })).toBeTruthy();
    expect(screen.getByText(REVIEW_COPY.floorRule(3.5, 3))).toBeTruthy();
    expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      REVIEW_COPY.standingVendor,
      REVIEW_COPY.standingFlag,
      REVIEW_COPY.standingRating,
      REVIEW_COPY.standingReviews,
      RESPONSIVENESS_COPY.answerRate,
      REVIEW_COPY.standingMedian,
    ]);
    const rows = table.getAllByRole("row").slice(1);
    // Under the floor first, whatever the order given; the rest as the API ordered them.
    expect(rows.map((row) => within(row).getByRole("rowheader").querySelector("a")?.textContent)).toEqual([
      "Asha Decor",
      "Bloom Studio",
      "Jaya Studio",
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([REVIEW_COPY.underFloor, "2.8", "5", "40%", "1 day 4 h"]);
    expect(cells(rows[1]!)).toEqual(["", "4.6", "12", "90%", "3 h 20 min"]);
    expect(cells(rows[2]!)).toEqual(["", "N/A", "0", RESPONSIVENESS_COPY.notCounted, RESPONSIVENESS_COPY.noAnswer]);
    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "Asha Decor" }).getAttribute("href")).toBe("/ops/vendors/v-2");
    expect(first.getByRole("link", { name: REVIEW_COPY.storePageOf("Asha Decor") }).getAttribute("href")).toBe("/stores/asha-decor-77aa01");
    // The table scrolls sideways on a phone, by keyboard too (the console's own frame).
    expect(screen.getByRole("region", { name: REVIEW_COPY.standingCaption }).getAttribute("tabindex")).toBe("0");
  });

  it("says so when no vendor is approved yet", async () => {
    stubApi({ [STANDING]: ok(standing([])) });
    renderStanding();
    expect(await screen.findByText(REVIEW_COPY.standingEmpty)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("passes the API's refusal to the console's error page", async () => {
    stubApi({ [STANDING]: fail(403, "Forbidden") });
    renderRoute({
      path: "/ops/standing",
      entry: "/ops/standing",
      Component: OpsStandingRoute,
      loader,
      ErrorBoundary: () => <p>refused</p>,
    });
    expect(await screen.findByText("refused")).toBeTruthy();
  });
});
