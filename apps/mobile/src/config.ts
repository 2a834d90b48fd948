import Constants from "expo-constants";
import { Platform } from "react-native";

// The app's configuration, read once here (STYLE.md): app.config.ts puts EXPO_PUBLIC_API_URL into extra.apiUrl.

/** The port `npm start` serves the API on, on the computer that also serves the app during development. */
const DEVELOPMENT_API_PORT = 3000;

/**
 * Where the API is. The configured address when there is one; on the web, the page's own origin; otherwise, in
 * development, the computer that serves the app's bundle (the phone reached it, so it can reach the API too).
 */
export function apiBaseUrl(): string {
  const configured: unknown = Constants.expoConfig?.extra?.apiUrl;
  if (typeof configured === "string" && configured.trim() !== "") return configured.trim().replace(/\/+$/, "");
  if (Platform.OS === "web") return "";
  const host = Constants.expoConfig?.hostUri?.split(":")[0];
  return `http://${host || "localhost"}:${DEVELOPMENT_API_PORT}`;
}
