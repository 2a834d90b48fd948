import { fireEvent, screen } from "expo-router/testing-library";
import type { Review } from "@utsav/domain";
import { offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Reviews as shoppers read them (docs/decisions/0060), as on the web: one written after a booking here says so with the
// event's month, its photos and the vendor's answer; one imported with the catalogue is marked as such.

const fromBooking: Review = {
  id: "rb1",
  rating: 5,
  comment: "The diyas glowed all evening and the hamper came a day early.",
  userName: "Asha R.",
  userTitle: "Koramangala",
  date: "2026-11-20",
  vendorName: "Deepam Gifts & Decor",
  source: "booking",
  eventMonth: "November 2026",
  photos: [
    { url: "/media/reviews/rb1-1.webp", alt: "Photo 1 from Asha R.'s review" },
    { url: "/media/reviews/rb1-2.webp", alt: "Photo 2 from Asha R.'s review" },
  ],
  answer: { text: "Thank you, Asha! Happy Diwali.", date: "2026-11-21T06:30:00.000Z" },
};

const imported: Review = {
  id: "rc1",
  rating: 4,
  comment: "Lovely hamper, arrived on time.",
  userName: "Shopper 1",
  userTitle: "Jayanagar",
  date: "2025-10-01",
  vendorName: "Deepam Gifts & Decor",
};

function openOffering(reviews: Review[]) {
  const api = createFakeApi().on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(offeringDetail({ reviews })));
  return renderApp("/offerings/brass-diya-hamper-dgc12", { api });
}

describe("a review as shoppers read it", () => {
  it("marks a review from a booking as verified, with the event's month, its photos and the vendor's answer", async () => {
    openOffering([fromBooking, imported]);
    expect(await screen.findByLabelText("Verified booking · Event in November 2026")).toBeOnTheScreen();
    expect(screen.getByLabelText("Photo 1 from Asha R.'s review")).toBeOnTheScreen();
    expect(screen.getByLabelText("Photo 2 from Asha R.'s review")).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Answer from Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.getByText("Thank you, Asha! Happy Diwali.")).toBeOnTheScreen();
    expect(screen.getByText("Answered on 21 Nov 2026")).toBeOnTheScreen();
    // One verified line, for the one review from a booking.
    expect(screen.getAllByLabelText(/^Verified booking/)).toHaveLength(1);
  });

  it("marks a review imported with the catalogue, and says what that means to a screen reader", async () => {
    openOffering([imported]);
    const label = await screen.findByText("Imported review");
    expect(label).toHaveProp("accessibilityHint", "Collected before the vendor joined Utsav, not from a booking here.");
    expect(screen.queryByLabelText(/^Verified booking/)).not.toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: /^Answer from/ })).not.toBeOnTheScreen();
  });

  it("shows the same in the sheet of every review", async () => {
    openOffering([imported, imported, imported, fromBooking].map((review, i) => ({ ...review, id: `r${i}` })));
    expect(await screen.findAllByText("Imported review")).toHaveLength(3);
    expect(screen.queryByLabelText(/^Verified booking/)).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "View More" }));
    expect(screen.getByText("Reviews (4)")).toBeOnTheScreen();
    // The fourth review shows only in the sheet.
    expect(screen.getByLabelText("Verified booking · Event in November 2026")).toBeOnTheScreen();
    expect(screen.getByText("Thank you, Asha! Happy Diwali.")).toBeOnTheScreen();
  });
});
