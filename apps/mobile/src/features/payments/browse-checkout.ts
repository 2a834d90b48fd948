import * as WebBrowser from "expo-web-browser";
import { AppState } from "react-native";

/**
 * Opens the site's checkout page in the in-app browser (docs/decisions/0053) and resolves once the shopper is back in
 * the app. iOS's Safari view resolves when it is closed; Android's custom tab resolves as soon as it opens ('opened'),
 * so there the return is the app becoming active again. Rejects when no browser could be opened.
 */
export async function browseUntilBack(url: string): Promise<void> {
  const result = await WebBrowser.openBrowserAsync(url, { dismissButtonStyle: "close", enableBarCollapsing: true });
  if (result.type !== WebBrowser.WebBrowserResultType.OPENED) return;
  await new Promise<void>((resolve) => {
    const subscription = AppState.addEventListener("change", (state) => {
      if (state !== "active") return;
      subscription.remove();
      resolve();
    });
  });
}
