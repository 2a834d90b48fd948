import { fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { CARDS, collectionEnvelope, homeEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const COLLECTION = "GET /api/collections/curated-gifts-for-your-loved-ones";

function openCollection() {
  const api = createFakeApi().on(COLLECTION, collectionEnvelope());
  return { api, app: renderApp("/collections/curated-gifts-for-your-loved-ones", { api }) };
}

/** The offering titles in the grid, top to bottom. */
const titles = () => screen.getAllByRole("link").map((link) => link.props.accessibilityLabel.split(",")[0]);

describe("offering lists", () => {
  it("opens a home row's View All as its collection, its first page", async () => {
    const api = createFakeApi().on("GET /api/home", homeEnvelope()).on(COLLECTION, collectionEnvelope());
    const app = renderApp("/", { api });
    fireEvent.press(await screen.findByRole("link", { name: "View All: Curated Gifts For Your Loved Ones" }));
    expect(await screen.findByText("3 offerings")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/collections/curated-gifts-for-your-loved-ones");
    expect(api.calls(COLLECTION)[0]?.path).toBe("/api/collections/curated-gifts-for-your-loved-ones?limit=20&offset=0");
  });

  it("marks the cards of verified vendors with the badge, read with the vendor's name", async () => {
    openCollection();
    await screen.findByText("3 offerings");
    const hamper = screen.getByRole("link", { name: "Brass Diya Hamper, Deepam Gifts & Decor, Verified, ₹1,499" });
    expect(within(hamper).getByText("Verified")).toBeOnTheScreen();
    const laddoo = screen.getByRole("link", { name: "Jaggery Laddoo Box, Nanna Naturals, ₹499" });
    expect(within(laddoo).queryByText("Verified")).not.toBeOnTheScreen();
  });

  it("sorts in the Sort By sheet, and picking the chosen sort again restores the catalogue's order", async () => {
    openCollection();
    await screen.findByText("3 offerings");
    fireEvent.press(screen.getByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Price: Low to High" }));
    expect(titles()).toEqual(["Jaggery Laddoo Box", "Brass Diya Hamper", "Marigold Entrance"]);
    fireEvent.press(screen.getByRole("button", { name: "Sort By: Price: Low to High" }));
    expect(screen.getByRole("radio", { name: "Price: Low to High", checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("radio", { name: "Price: Low to High" }));
    expect(titles()).toEqual(["Brass Diya Hamper", "Jaggery Laddoo Box", "Marigold Entrance"]);
  });

  it("filters with a draft: Apply waits for a change, the badge counts the filters, Clear All resets", async () => {
    openCollection();
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    fireEvent.press(screen.getByRole("checkbox", { name: "Sweets" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(titles()).toEqual(["Jaggery Laddoo Box"]);
    fireEvent.press(screen.getByRole("button", { name: "Filters (1 applied)" }));
    fireEvent.press(screen.getByRole("radio", { name: "4.5 & Above" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("No Offerings found with applied Search/Filters.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Filters (2 applied)" }));
    // The sheet's Clear All (the empty list under it offers one too).
    fireEvent.press(screen.getAllByRole("button", { name: "Clear All" }).at(-1)!);
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(titles()).toHaveLength(3);
    // The empty list's own next step clears them too.
    fireEvent.press(screen.getByRole("button", { name: "Filters" }));
    fireEvent.press(screen.getByRole("radio", { name: "4.5 & Above" }));
    fireEvent.press(screen.getByRole("checkbox", { name: "Sweets" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    fireEvent.press(screen.getByRole("button", { name: "Clear All" }));
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Filters" })).toBeOnTheScreen();
  });

  it("filters by price with the slider's thumbs, a step at a time", async () => {
    openCollection();
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    const highest = screen.getByRole("adjustable", { name: "Maximum price" });
    expect(highest).toHaveAccessibilityValue({ now: 9000, text: "₹9,000" });
    fireEvent(highest, "accessibilityAction", { nativeEvent: { actionName: "decrement" } });
    expect(screen.getByRole("adjustable", { name: "Maximum price" })).toHaveAccessibilityValue({ now: 8900 });
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(titles()).toEqual(["Brass Diya Hamper", "Jaggery Laddoo Box"]);
  });

  it("has the sections of search's filters in search's order, Verified Vendors included", async () => {
    openCollection();
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    const order = screen
      .getAllByRole("header")
      .map((heading) => heading.props.children as string)
      .filter((text) => ["Categories", "Vendors", "Rating", "Price Range", "Verified Vendors"].includes(text));
    expect(order).toEqual(["Categories", "Vendors", "Rating", "Price Range", "Verified Vendors"]);
    fireEvent.press(screen.getByRole("checkbox", { name: "Verified Vendors" }));
    fireEvent.press(screen.getByRole("button", { name: "Apply" }));
    expect(titles()).toEqual(["Brass Diya Hamper", "Marigold Entrance"]);
    expect(screen.getByRole("button", { name: "Filters (1 applied)" })).toBeOnTheScreen();
  });

  it("drops a draft closed without Apply", async () => {
    openCollection();
    fireEvent.press(await screen.findByRole("button", { name: "Filters" }));
    fireEvent.press(screen.getByRole("checkbox", { name: "Sweets" }));
    fireEvent.press(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    fireEvent.press(screen.getByRole("button", { name: "Filters" }));
    expect(screen.getByRole("checkbox", { name: "Sweets", checked: false })).toBeOnTheScreen();
  });

  it("says when a collection does not exist", async () => {
    renderApp("/collections/nope", { api: createFakeApi().on("GET /api/collections/nope", failure(404, "Collection not found")) });
    expect(await screen.findByText("Collection not found")).toBeOnTheScreen();
  });

  it("opens a home widget's list by its id", async () => {
    const api = createFakeApi().on("GET /api/collections/home-decor", collectionEnvelope([CARDS.marigold]));
    renderApp("/widget/home-decor/offerings", { api });
    expect(await screen.findByText("1 offering")).toBeOnTheScreen();
    await waitFor(() =>
      expect(within(screen.getByRole("link", { name: /^Marigold Entrance/ })).getByText("From ₹8,999")).toBeOnTheScreen(),
    );
  });
});
