// spec: application §2 Home, "Widgets with isWeb false are hidden on web"; issue 22: they exist for the native app
// (the app download row), which shows every widget.

export type WidgetPlatform = "web" | "native";

/** The home widgets a platform shows, in the server's order. */
export function shownWidgets<W extends { isWeb: boolean }>(widgets: readonly W[], platform: WidgetPlatform): W[] {
  return platform === "web" ? widgets.filter((widget) => widget.isWeb) : [...widgets];
}
