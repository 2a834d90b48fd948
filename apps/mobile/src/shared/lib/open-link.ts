import { Linking } from "react-native";

/** Opens a mailto:, tel: or chat link; a phone that cannot (no mail app set up) keeps the screen as it is. */
export function openLink(url: string): void {
  Linking.openURL(url).catch((error: unknown) => console.warn(url, error));
}
