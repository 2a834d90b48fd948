import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leadTimeLine } from "@utsav/domain/client";
import type { OfferingTerms } from "@utsav/domain";
import { renderWithRouter, settled } from "../../../../test/render";
import { OfferingDetailPage } from "./offering-detail-page";
import { makeOfferingDetail } from "./test-offering";

// decision 0022: the offering page says whether the vendor serves the consumer's locality, and how far ahead to book.

const terms: OfferingTerms = {
  serviceArea: { kind: "radius", baseLocality: "HSR Layout", radiusKm: 15 },
  serviceAreaSummary: "Serves within 15 km of HSR Layout",
  leadTimeDays: 4,
  leadTimeText: "3-4 days",
  advancePercent: 50,
  refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 100 }] },
};
const page = (serviceability: Parameters<typeof OfferingDetailPage>[0]["serviceability"], withTerms: OfferingTerms | null = terms) =>
  settled(
    renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ terms: withTerms })}
        origin="https://utsav.example"
        serviceability={serviceability}
        leadTime={leadTimeLine(withTerms?.leadTimeDays ?? null)}
        renderAction={() => <button type="button">Call</button>}
      />,
    ),
  );

describe("the offering page's service area and lead time", () => {
  it("says the vendor doesn't serve the chosen locality, how far it is and where the vendor serves", async () => {
    const line = "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout";
    await page({ serves: false, distanceKm: 21.7, baseLocality: "HSR Layout", radiusKm: 15, locality: "Yelahanka", line });
    expect(screen.getByText(line)).toBeTruthy();
  });

  it("says it serves the chosen locality", async () => {
    await page({
      serves: true,
      distanceKm: 4.1,
      baseLocality: "HSR Layout",
      radiusKm: 15,
      locality: "BTM Layout",
      line: "Serves BTM Layout",
    });
    expect(screen.getByText("Serves BTM Layout")).toBeTruthy();
  });

  it("shows the vendor's area before a locality is chosen, and 'Book at least N days ahead' beside both prices", async () => {
    await page(null);
    expect(screen.getByText("Serves within 15 km of HSR Layout")).toBeTruthy();
    expect(screen.getAllByText("Book at least 4 days ahead")).toHaveLength(2);
  });

  it("shows nothing invented for a vendor without terms", async () => {
    await page(null, null);
    expect(screen.queryByText(/Serves/)).toBeNull();
    expect(screen.queryByText(/Book at least/)).toBeNull();
  });
});
