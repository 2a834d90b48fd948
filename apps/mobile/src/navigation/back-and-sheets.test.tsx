import { act, fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { router } from "expo-router";
import { Modal } from "react-native";
import { CARDS, card, homeEnvelope, offeringDetail, offeringEnvelope } from "../../test/fixtures/catalogue";
import { createFakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

// Issue 42: a sheet never stays over the next screen, and a screen a link opened has a way back.

const laddoo = offeringDetail({
  id: CARDS.laddoo.id,
  title: "Jaggery Laddoo Box",
  offeringSlug: "jaggery-laddoo-box-nnc3",
  offeringName: "Jaggery Laddoo Box",
  relatedOfferings: [],
});

function twoOfferings(related = [CARDS.laddoo]) {
  return createFakeApi()
    .on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(offeringDetail({ relatedOfferings: related })))
    .on("GET /api/offerings/jaggery-laddoo-box-nnc3", offeringEnvelope(laddoo));
}

describe("a card inside a sheet", () => {
  it("closes the vendor sheet before the offering opens, and Back finds the first offering without it", async () => {
    const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api: twoOfferings() });
    fireEvent.press(await screen.findByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" }));
    expect(screen.getByText("About Deepam Gifts & Decor")).toBeOnTheScreen();
    const [sheet] = screen.UNSAFE_getAllByType(Modal).filter((modal) => modal.props.visible);
    fireEvent.press(within(sheet!).getByRole("link", { name: /^Jaggery Laddoo Box/ }));
    expect(await screen.findByRole("header", { name: "Jaggery Laddoo Box" })).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/offerings/jaggery-laddoo-box-nnc3");
    expect(screen.queryByText("About Deepam Gifts & Decor")).not.toBeOnTheScreen();

    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
    expect(screen.getByRole("header", { name: "Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.queryByText("About Deepam Gifts & Decor")).not.toBeOnTheScreen();
  });

  it("closes View More's 'Offerings' sheet the same way", async () => {
    const related = [CARDS.laddoo, card("DGC13", "Copper Lamp Set"), card("DGC14", "Rangoli Kit"), card("DGC15", "Tea Light Tray")];
    const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api: twoOfferings(related) });
    fireEvent.press(await screen.findByRole("button", { name: "View More: More offerings by Deepam Gifts & Decor" }));
    const links = screen.getAllByRole("link", { name: /^Jaggery Laddoo Box/ });
    fireEvent.press(links.at(-1)!);
    expect(await screen.findByRole("header", { name: "Jaggery Laddoo Box" })).toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: "Offerings" })).not.toBeOnTheScreen();

    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12"));
    expect(screen.queryByRole("header", { name: "Offerings" })).not.toBeOnTheScreen();
  });
});

describe("a screen a link opened", () => {
  it("has home under it, as app/_layout.tsx's stack settings say: Back goes home", async () => {
    const api = twoOfferings().on("GET /api/home", homeEnvelope());
    const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api });
    await screen.findByRole("header", { name: "Brass Diya Hamper" });
    expect(screen.queryByRole("button", { name: "Go to the home page" })).not.toBeOnTheScreen();
    expect(router.canGoBack()).toBe(true);
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe("/"));
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
  });

  it("has a way home in place of Back when nothing is under it", async () => {
    const api = twoOfferings().on("GET /api/home", homeEnvelope());
    const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api, alone: true });
    await screen.findByRole("header", { name: "Brass Diya Hamper" });
    fireEvent.press(screen.getByRole("button", { name: "Go to the home page" }));
    await waitFor(() => expect(view.getPathname()).toBe("/"));
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
  });

  it("keeps Back, not Home, on a screen opened from another", async () => {
    renderApp("/offerings/brass-diya-hamper-dgc12", { api: twoOfferings() });
    const related = await screen.findByText("More offerings by Deepam Gifts & Decor");
    fireEvent.press(within(related.parent!.parent!).getByRole("link", { name: /^Jaggery Laddoo Box/ }));
    await screen.findByRole("header", { name: "Jaggery Laddoo Box" });
    expect(screen.queryByRole("button", { name: "Go to the home page" })).not.toBeOnTheScreen();
  });
});
