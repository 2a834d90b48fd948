import { fireEvent, screen, within } from "expo-router/testing-library";
import { envelope, storeSchema } from "@utsav/domain/shopper";
import type { Store } from "@utsav/domain";
import type { z } from "zod";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { CARDS, offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// A vendor's public page in the app (docs/decisions/0059): the web's content in one column, reached from the offering
// screen's vendor sheet.

const PATH = "/api/public/stores/deepam-gifts-and-decor";

function store(extra: Partial<z.input<typeof storeSchema>> = {}): Store {
  const detail = offeringDetail();
  return storeSchema.parse({
    slug: "deepam-gifts-and-decor",
    navRef: "/stores/deepam-gifts-and-decor",
    name: "Deepam Gifts & Decor",
    titleTag: null,
    story: "Brass, diyas and hampers from a family workshop in Basavanagudi.",
    logo: "/assets/vendors/deepam.webp",
    verified: true,
    since: "2026-11-02T06:30:00.000Z",
    area: "Basavanagudi",
    serviceAreaSummary: "Serves within 12 km of Basavanagudi",
    leadTimeDays: 3,
    leadTimeText: null,
    gallery: [
      { id: "g1", caption: "Mandap at dusk", image: { id: "g1", type: "image", url: "/media/g1.webp", alt: "Mandap at dusk" } },
      { id: "g2", caption: "Stage florals", image: { id: "g2", type: "image", url: "/media/g2.webp", alt: "Stage florals" } },
    ],
    galleryCurated: true,
    offerings: [CARDS.hamper],
    rating: detail.vendor.rating,
    reviewsCount: detail.vendor.reviewsCount,
    clientsCount: 1250,
    reviews: detail.reviews,
    terms: [
      {
        categories: ["gifts"],
        terms: {
          serviceArea: { kind: "radius", baseLocality: "Basavanagudi", radiusKm: 12 },
          serviceAreaSummary: "Serves within 12 km of Basavanagudi",
          leadTimeDays: 3,
          leadTimeText: null,
          advancePercent: 50,
          refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 70 }] },
        },
      },
    ],
    ...extra,
  });
}

const storeEnvelope = (data: Store = store()) => envelope(storeSchema).parse({ success: true, data, errorMessage: null });

describe("a vendor's store", () => {
  it("shows the vendor, since when, its story, area and notice, gallery, offerings, reviews and terms", async () => {
    renderApp("/stores/deepam-gifts-and-decor", { api: createFakeApi().on(`GET ${PATH}`, storeEnvelope()) });
    expect(await screen.findByRole("header", { name: "Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.getByText("On Utsav since November 2026")).toBeOnTheScreen();
    expect(screen.getByText(/family workshop/)).toBeOnTheScreen();
    expect(screen.getByLabelText("Where they serve: Serves within 12 km of Basavanagudi")).toBeOnTheScreen();
    expect(screen.getByText("Book at least 3 days ahead")).toBeOnTheScreen();
    expect(screen.getByLabelText("Rating: 4.5")).toBeOnTheScreen();
    expect(screen.getByRole("image", { name: "Mandap at dusk" })).toBeOnTheScreen();
    expect(screen.getByRole("image", { name: "Stage florals" })).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Offerings by Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.getByText(CARDS.hamper.title)).toBeOnTheScreen();
    expect(screen.getByText("Based on 4 reviews")).toBeOnTheScreen();
    expect(screen.getByText("50% advance to confirm")).toBeOnTheScreen();
    expect(screen.getByLabelText("48 hours or more before: 70%")).toBeOnTheScreen();
    expect(screen.queryByText(/write a review/i)).not.toBeOnTheScreen();
    // 44 pt targets, every control labelled and with a role.
    expectAccessibleControls();
  });

  it("shows the first offerings of a vendor with many, and all of them at a press", async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...CARDS.hamper, id: `DG${i}`, title: `Diya set ${i}` }));
    renderApp("/stores/deepam-gifts-and-decor", { api: createFakeApi().on(`GET ${PATH}`, storeEnvelope(store({ offerings: many }))) });
    expect(await screen.findByText("Diya set 11")).toBeOnTheScreen();
    expect(screen.queryByText("Diya set 12")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Show all 20 offerings" }));
    expect(await screen.findByText("Diya set 19")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("shows its reviews as the offering screen does: verified with the event's month, photos and answers, or imported", async () => {
    const [first, ...rest] = offeringDetail().reviews;
    const fromBooking = {
      ...first!,
      source: "booking" as const,
      eventMonth: "November 2026",
      photos: [{ url: "/media/reviews/r1-1.webp", alt: "Photo 1 from Shopper 1's review" }],
      answer: { text: "Thank you for choosing us!", date: "2026-11-21T06:30:00.000Z" },
    };
    const api = createFakeApi().on(`GET ${PATH}`, storeEnvelope(store({ reviews: [fromBooking, ...rest], offerings: [] })));
    renderApp("/stores/deepam-gifts-and-decor", { api });
    expect(await screen.findByLabelText("Verified booking · Event in November 2026")).toBeOnTheScreen();
    expect(screen.getByRole("image", { name: "Photo 1 from Shopper 1's review" })).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Answer from Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.getByText("Thank you for choosing us!")).toBeOnTheScreen();
    expect(screen.getAllByText("Imported review")).toHaveLength(2);
  });

  it("says a store that is not there is not on Utsav", async () => {
    const api = createFakeApi().on("GET /api/public/stores/nope", failure(404, "This store is not on Utsav", "NOT_FOUND"));
    renderApp("/stores/nope", { api });
    expect(await screen.findByText("This store is not on Utsav")).toBeOnTheScreen();
  });

  it("opens from the offering screen's vendor sheet", async () => {
    const api = createFakeApi()
      .on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(offeringDetail()))
      .on(`GET ${PATH}`, storeEnvelope());
    renderApp("/offerings/brass-diya-hamper-dgc12", { api });
    fireEvent.press(await screen.findByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" }));
    const link = screen.getByRole("link", { name: "Visit store of Deepam Gifts & Decor" });
    expect(within(link).getByText("Visit store")).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(link);
    expect(await screen.findByText("On Utsav since November 2026")).toBeOnTheScreen();
  });
});
