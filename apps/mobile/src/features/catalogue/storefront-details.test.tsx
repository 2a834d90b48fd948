import { act, fireEvent, screen, within } from "expo-router/testing-library";
import { router } from "expo-router";
import { AccessibilityInfo, FlatList, StyleSheet } from "react-native";
import type { ReactTestInstance } from "react-test-renderer";
import { collectionEnvelope, homeEnvelope, offeringDetail, offeringEnvelope, sectionEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { players } from "../../../test/expo-video-fake";
import { renderApp } from "../../../test/render-app";

// Issue 38: the app's storefront as the spec words it (application §2, §4, §8), detail by detail. AccessibilityInfo's
// functions are mocks of the test preset, which keep their calls from test to test: a test clears what it counts.

const LINES = [
  "Party decor, lighting and flower decor for every occasion",
  "Festive hampers for family, corporate hampers for teams",
  "Book a vendor, or call them directly",
];

const openHome = () => renderApp("/", { api: createFakeApi().on("GET /api/home", homeEnvelope()) });
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

/** How opaque a text is drawn: the product of its own and its drawn containers' opacity. */
function opacityOf(node: ReactTestInstance | null): number {
  let opacity = 1;
  for (let at = node; at; at = at.parent)
    if (typeof at.type === "string") opacity *= Number(StyleSheet.flatten(at.props.style)?.opacity ?? 1);
  return opacity;
}

describe("home rows (application §2 'texts Starting at')", () => {
  it("says 'Starting at ₹8,999', never 'Starting at From ₹8,999'", async () => {
    openHome();
    const marigold = await screen.findByRole("link", { name: "Marigold Entrance, Mallige Florals, Verified, Starting at ₹8,999" });
    expect(within(marigold).getByText("Starting at")).toBeOnTheScreen();
    expect(within(marigold).getByText("₹8,999")).toBeOnTheScreen();
    expect(within(marigold).queryByText(/From/)).not.toBeOnTheScreen();
  });
});

describe("hero (application §4 Hero text, §2 highlights)", () => {
  it("rotates its lines every 3000 ms with a dot for each, without announcing each change", async () => {
    const announce = jest.spyOn(AccessibilityInfo, "announceForAccessibilityWithOptions").mockClear();
    openHome();
    expect(await screen.findByText(LINES[0]!)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Show message 1 of 3", selected: true })).toBeOnTheScreen();
    await wait(2999);
    expect(screen.getByText(LINES[0]!)).toBeOnTheScreen();
    await wait(1);
    expect(screen.getByText(LINES[1]!)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Show message 2 of 3", selected: true })).toBeOnTheScreen();
    await wait(6000);
    expect(screen.getByText(LINES[0]!)).toBeOnTheScreen();
    expect(announce).not.toHaveBeenCalled();
  });

  it("shows the line of a chosen dot, says it politely, and stops rotating", async () => {
    const announce = jest.spyOn(AccessibilityInfo, "announceForAccessibilityWithOptions").mockClear();
    openHome();
    fireEvent.press(await screen.findByRole("button", { name: "Show message 3 of 3" }));
    expect(screen.getByText(LINES[2]!)).toHaveStyle({ fontWeight: "700" });
    expect(announce).toHaveBeenCalledWith(LINES[2], { queue: true });
    await wait(9000);
    expect(screen.getByText(LINES[2]!)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Show message 3 of 3", selected: true })).toBeOnTheScreen();
  });

  it("fades each new occasion in, every 2500 ms", async () => {
    openHome();
    expect(await screen.findByText("Birthday")).toBeOnTheScreen();
    await wait(2499);
    expect(screen.getByText("Birthday")).toBeOnTheScreen();
    await wait(1);
    // The fade runs on the native driver: the test sees where it starts.
    expect(opacityOf(screen.getByText("Baby Shower"))).toBe(0);
  });

  it("holds still for a phone set to reduce motion, and its dots still show every line", async () => {
    jest.spyOn(AccessibilityInfo, "isReduceMotionEnabled").mockResolvedValue(true);
    openHome();
    expect(await screen.findByText(LINES[0]!)).toBeOnTheScreen();
    await wait(9000);
    expect(screen.getByText(LINES[0]!)).toBeOnTheScreen();
    expect(screen.getByText("Birthday")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Show message 2 of 3" }));
    // Drawn at once, without the fade.
    expect(opacityOf(screen.getByText(LINES[1]!))).toBe(1);
  });
});

describe("explore pills (application §4 Header)", () => {
  it("replaces a section's page with the next after 300 ms, so Back goes home from the third", async () => {
    const api = createFakeApi()
      .on("GET /api/home", homeEnvelope())
      .on("GET /api/home?section=decor", sectionEnvelope())
      .on("GET /api/home?section=gifts", sectionEnvelope("gifts", "Gifts Made Personal"))
      .on("GET /api/home?section=sweets", sectionEnvelope("sweets", "Sweets For Every Festival"));
    const app = renderApp("/", { api });
    fireEvent.press(await screen.findByRole("tab", { name: "Decor" }));
    expect(await screen.findByText("Party Decor Made Effortless")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("tab", { name: "Gifts" }));
    expect(screen.getByRole("tab", { name: "Gifts", selected: true })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/decor");
    await wait(300);
    expect(await screen.findByText("Gifts Made Personal")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/gifts");
    fireEvent.press(screen.getByRole("tab", { name: "Sweets" }));
    await wait(300);
    expect(await screen.findByText("Sweets For Every Festival")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/sweets");
    act(() => router.back());
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/");
  });
});

describe("media carousel videos (application §2, §8 'Failed to load video')", () => {
  const video = {
    id: "DGC12-v",
    type: "video" as const,
    url: "/assets/catalogue/dgc12-poster.webp",
    poster: "/assets/catalogue/dgc12-poster.webp",
    videoUrl: "/assets/catalogue/dgc12-unboxing.mp4",
    alt: "Unboxing the Brass Diya Hamper",
  };
  const openOffering = (videoUrl = video.videoUrl) => {
    const detail = offeringDetail();
    const api = createFakeApi().on(
      "GET /api/offerings/brass-diya-hamper-dgc12",
      offeringEnvelope(offeringDetail({ images: [detail.images[0]!, { ...video, videoUrl }] })),
    );
    renderApp("/offerings/brass-diya-hamper-dgc12", { api });
  };

  beforeEach(() => {
    players.length = 0;
  });
  /** The video's view, found by what a screen reader says of it. */
  const videoView = () => screen.findByLabelText("Unboxing the Brass Diya Hamper. Video 2 of 2");

  it("plays a video in place with the phone's controls, never by itself, muted as the catalogue says", async () => {
    openOffering();
    const view = await videoView();
    expect(view).toHaveProp("nativeControls", true);
    const player = players.at(-1)!;
    expect(player.source).toBe("http://api.test/assets/catalogue/dgc12-unboxing.mp4");
    expect(player.muted).toBe(true);
    expect(player.playing).toBe(false);
    expect(screen.queryByText("Failed to load video")).not.toBeOnTheScreen();
  });

  it("reads the dots at a video as 'Video n of m', and pauses a video swiped away", async () => {
    openOffering();
    await videoView();
    const player = players.at(-1)!;
    const list = screen.UNSAFE_getByType(FlatList);
    act(() => {
      list.props.onMomentumScrollEnd({ nativeEvent: { contentOffset: { x: 750, y: 0 } } });
    });
    expect(screen.getByLabelText("Video 2 of 2")).toBeOnTheScreen();
    act(() => player.play());
    act(() => {
      list.props.onMomentumScrollEnd({ nativeEvent: { contentOffset: { x: 0, y: 0 } } });
    });
    expect(screen.getByLabelText("Picture 1 of 2")).toBeOnTheScreen();
    expect(player.playing).toBe(false);
  });

  it("says 'Failed to load video' when the phone cannot play it", async () => {
    openOffering();
    await videoView();
    act(() => players.at(-1)!.fail());
    expect(await screen.findByText("Failed to load video")).toBeOnTheScreen();
  });

  it("plays nothing but a web address", async () => {
    openOffering("intent://evil#Intent;end");
    expect(await screen.findByText("Failed to load video")).toBeOnTheScreen();
    expect(players.every((player) => player.source === null)).toBe(true);
  });
});

describe("offering lists' sort button (application §2 Sort)", () => {
  it("names the chosen sort, and reads 'Sort By' once it is picked again", async () => {
    renderApp("/collections/curated-gifts-for-your-loved-ones", {
      api: createFakeApi().on("GET /api/collections/curated-gifts-for-your-loved-ones", collectionEnvelope()),
    });
    fireEvent.press(await screen.findByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Price: Low to High" }));
    const sorted = screen.getByRole("button", { name: "Sort By: Price: Low to High" });
    expect(within(sorted).getByText("Price: Low to High")).toBeOnTheScreen();
    fireEvent.press(sorted);
    fireEvent.press(screen.getByRole("radio", { name: "Price: Low to High", checked: true }));
    expect(within(screen.getByRole("button", { name: "Sort By" })).getByText("Sort By")).toBeOnTheScreen();
  });
});
