import { describe, expect, it } from "vitest";
import { shownWidgets } from "./widgets.ts";

describe("shownWidgets", () => {
  const widgets = [
    { id: "hero", isWeb: true },
    { id: "app-banner", isWeb: false },
    { id: "closing", isWeb: true },
  ];

  it("hides the widgets marked isWeb false on the web, keeping the server's order", () => {
    expect(shownWidgets(widgets, "web").map((w) => w.id)).toEqual(["hero", "closing"]);
  });

  it("shows every widget in the native app, the app-only ones included", () => {
    expect(shownWidgets(widgets, "native").map((w) => w.id)).toEqual(["hero", "app-banner", "closing"]);
  });
});
