import AsyncStorage from "@react-native-async-storage/async-storage";
import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import type { InfiniteData } from "@tanstack/react-query";
import { FlatList } from "react-native";
import { card, collectionEnvelope, homeEnvelope, offeringListEnvelope, pageOf } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import type { RecordedRequest } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Lists read a page at a time (docs/decisions/0068): the API's answers for ?limit=&offset= over a longer catalogue.

const GIFTS = Array.from({ length: 45 }, (_, i) => card(`DGC${i + 100}`, `Gift ${i + 1}`, { price: 1000 + i }));
const COLLECTION = "GET /api/collections/curated-gifts-for-your-loved-ones";

function offerings({ path }: RecordedRequest) {
  const { page, hasMore, totalCount } = pageOf(path, GIFTS);
  return { body: offeringListEnvelope(page, hasMore, totalCount) };
}

function collection({ path }: RecordedRequest) {
  const { page, totalCount } = pageOf(path, GIFTS);
  return { body: collectionEnvelope(page, totalCount) };
}

const asked = (api: ReturnType<typeof createFakeApi>, route: string) => api.calls(route).map((call) => call.path.split("?")[1]);

/** The list scrolled near its end, as FlatList reports it (its windowing needs a real screen to measure). */
function scrollToEnd() {
  fireEvent(list(), "endReached", { distanceFromEnd: 0 });
}

/** What the grid holds (FlatList draws only the rows near the screen). */
const list = () => screen.UNSAFE_getByType(FlatList);
const held = () => (list().props.data as { title: string }[]).map((offering) => offering.title);

describe("offering lists, a page at a time", () => {
  // First in the file: the phone's storage writer is one per app, throttled by a timer that the next test's fresh
  // fake clock (expo-router's renderRouter) would strand, as src/cache/offline-cache.test.tsx also keeps it first.
  it("shows the first page the phone kept when the server cannot be reached", async () => {
    const first = renderApp("/collections/curated-gifts-for-your-loved-ones", { api: createFakeApi().on(COLLECTION, collection) });
    await screen.findByText("45 offerings");
    await waitFor(async () => expect((await AsyncStorage.getItem("utsav.offline-cache")) ?? "").toContain('"Gift 20"'), { timeout: 5000 });
    first.unmount();

    const api = createFakeApi().on(COLLECTION, "offline");
    renderApp("/collections/curated-gifts-for-your-loved-ones", { api });
    expect(await screen.findByText("You are offline. Showing what was saved on this phone.")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: /^Gift 1,/ })).toBeOnTheScreen();
    expect(screen.getByText("45 offerings")).toBeOnTheScreen();
    expect(held()).toHaveLength(20);
  });
  it("paints the first page after asking for it alone, with the server's count", async () => {
    const api = createFakeApi().on("GET /api/offerings", offerings);
    renderApp("/offerings", { api });
    expect(await screen.findByText("45 offerings")).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: /^Gift 1,/ })).toBeOnTheScreen();
    expect(asked(api, "GET /api/offerings")).toEqual(["limit=20&offset=0"]);
  });

  it("asks for the next page as the list reaches its end, and stops after the last", async () => {
    const api = createFakeApi().on("GET /api/offerings", offerings);
    renderApp("/offerings", { api });
    await screen.findByText("45 offerings");
    scrollToEnd();
    await waitFor(() => expect(asked(api, "GET /api/offerings")).toEqual(["limit=20&offset=0", "limit=20&offset=20"]));
    await waitFor(() => expect(held()).toHaveLength(40));
    scrollToEnd();
    await waitFor(() => expect(held()).toHaveLength(45));
    expect(held().at(-1)).toBe("Gift 45");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen());
    scrollToEnd();
    expect(asked(api, "GET /api/offerings")).toEqual(["limit=20&offset=0", "limit=20&offset=20", "limit=20&offset=40"]);
  });

  it("reads the next page of a collection with Load more, the way a screen reader reaches it", async () => {
    const api = createFakeApi().on(COLLECTION, collection);
    renderApp("/collections/curated-gifts-for-your-loved-ones", { api });
    expect(await screen.findByText("45 offerings")).toBeOnTheScreen();
    expect(asked(api, COLLECTION)).toEqual(["limit=20&offset=0"]);
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(held()).toHaveLength(40));
    expect(asked(api, COLLECTION)).toEqual(["limit=20&offset=0", "limit=20&offset=20"]);
  });

  it("sorts over every offering: a sort reads the pages not read yet", async () => {
    const api = createFakeApi().on("GET /api/offerings", offerings);
    renderApp("/offerings", { api });
    await screen.findByText("45 offerings");
    fireEvent.press(screen.getByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Price: High to Low" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).not.toBeOnTheScreen());
    expect(asked(api, "GET /api/offerings")).toHaveLength(3);
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName(/^Gift 45,/);
  });

  it("asks again for a page that failed only when the consumer does", async () => {
    const api = createFakeApi().on("GET /api/offerings", (request) => (request.path.endsWith("offset=0") ? offerings(request) : "offline"));
    renderApp("/offerings", { api });
    await screen.findByText("45 offerings");
    fireEvent.press(screen.getByRole("button", { name: "Sort By" }));
    fireEvent.press(screen.getByRole("radio", { name: "Price: High to Low" }));
    await waitFor(() => expect(asked(api, "GET /api/offerings")).toHaveLength(2));
    await screen.findByText("You are offline. Showing what was saved on this phone.");
    expect(asked(api, "GET /api/offerings")).toHaveLength(2);
    api.on("GET /api/offerings", offerings);
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(held()).toHaveLength(45));
  });

  it("offers every offering when a collection is empty", async () => {
    const api = createFakeApi().on(COLLECTION, collectionEnvelope([])).on("GET /api/offerings", offerings);
    const app = renderApp("/collections/curated-gifts-for-your-loved-ones", { api });
    expect(await screen.findByText("No Offerings found with applied Search/Filters.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "View All Offerings" }));
    expect(await screen.findByText("45 offerings")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/offerings");
  });

  it("keeps only the first page once the list is left, so coming back asks for one page", async () => {
    const api = createFakeApi().on(COLLECTION, collection).on("GET /api/home", homeEnvelope());
    const { queryClient } = renderApp("/collections/curated-gifts-for-your-loved-ones", { api, alone: true });
    await screen.findByText("45 offerings");
    fireEvent.press(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(held()).toHaveLength(40));
    fireEvent.press(screen.getByRole("button", { name: "Go to the home page" }));
    await waitFor(() => expect(screen.queryByText("45 offerings")).not.toBeOnTheScreen());
    const kept = queryClient.getQueryData<InfiniteData<unknown>>(["collection", "curated-gifts-for-your-loved-ones"]);
    expect(kept?.pages).toHaveLength(1);
  });
});
