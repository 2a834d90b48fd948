import { screen, within } from "expo-router/testing-library";
import { card, collectionEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Cards show the rating their offering's page and the lists' order read (docs/decisions/0060): "★ 4.8 (8 reviews)"
// where there are reviews, nothing where there are none.

const rated = card("DGC12", "Brass Diya Hamper", { rating: 4.8, reviewsCount: 8 });
const once = card("NNC3", "Jaggery Laddoo Box", { rating: 5, reviewsCount: 1, vendorName: "Nanna Naturals", vendorVerified: false });
const unrated = card("DID1", "Marigold Entrance", { rating: 0, reviewsCount: 0, vendorName: "Mallige Florals" });

describe("an offering card's rating", () => {
  it("shows the rating and count where there are reviews, read with the card, and nothing where there are none", async () => {
    const api = createFakeApi().on("GET /api/collections/curated-gifts-for-your-loved-ones", collectionEnvelope([rated, once, unrated]));
    renderApp("/collections/curated-gifts-for-your-loved-ones", { api });
    const hamper = await screen.findByRole("link", {
      name: "Brass Diya Hamper, Deepam Gifts & Decor, Verified, Rated 4.8 out of 5 from 8 reviews, ₹1,499",
    });
    expect(within(hamper).getByText("★ 4.8 (8 reviews)")).toBeOnTheScreen();
    const laddoo = screen.getByRole("link", { name: "Jaggery Laddoo Box, Nanna Naturals, Rated 5.0 out of 5 from 1 review, ₹1,499" });
    expect(within(laddoo).getByText("★ 5.0 (1 review)")).toBeOnTheScreen();
    const marigold = screen.getByRole("link", { name: "Marigold Entrance, Mallige Florals, Verified, ₹1,499" });
    expect(within(marigold).queryByText(/★/)).not.toBeOnTheScreen();
  });
});
