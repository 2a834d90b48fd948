import Constants from "expo-constants";
import { Platform } from "react-native";

// The app's configuration, read once here (STYLE.md): app.config.ts puts EXPO_PUBLIC_API_URL into extra.apiUrl, and
// EXPO_PUBLIC_SENTRY_DSN into extra.sentryDsn.

/** The port `npm start` serves the API on, on the computer that also serves the app during development. */
const DEVELOPMENT_API_PORT = 3000;

/**
 * Where the API is. The configured address when there is one; on the web, the page's own origin; otherwise, in
 * development, the computer that serves the app's bundle (the phone reached it, so it can reach the API too).
 * A release build never guesses (docs/decisions/0061): without an https address it stops with this error rather than
 * call a computer that is not there. app.config.ts refuses to make such a build for EAS; this is for any other way.
 */
export function apiBaseUrl(): string {
  const configured: unknown = Constants.expoConfig?.extra?.apiUrl;
  const url = typeof configured === "string" ? configured.trim().replace(/\/+$/, "") : "";
  if (Platform.OS === "web") return url;
  if (!__DEV__) {
    if (!url.startsWith("https://")) {
      throw new Error(
        `This release build has no https API address (${url || "EXPO_PUBLIC_API_URL was not set when it was built"}): build it again with EXPO_PUBLIC_API_URL=https://…`,
      );
    }
    return url;
  }
  if (url) return url;
  const host = Constants.expoConfig?.hostUri?.split(":")[0];
  return `http://${host || "localhost"}:${DEVELOPMENT_API_PORT}`;
}

/** What a crash report says of the app (docs/decisions/0062): where to send it, and which build it came from. */
export interface CrashReportingConfig {
  /** EXPO_PUBLIC_SENTRY_DSN, through extra.sentryDsn; null sends nothing. */
  sentryDsn: string | null;
  /** The app's name and version, e.g. utsav@1.0.0. */
  release: string;
  environment: "development" | "production";
}

export function crashReportingConfig(): CrashReportingConfig {
  const configured: unknown = Constants.expoConfig?.extra?.sentryDsn;
  const dsn = typeof configured === "string" ? configured.trim() : "";
  return {
    sentryDsn: dsn === "" ? null : dsn,
    release: `${Constants.expoConfig?.slug ?? "utsav"}@${Constants.expoConfig?.version ?? "0.0.0"}`,
    environment: __DEV__ ? "development" : "production",
  };
}

/**
 * The EAS project the app's Expo push token belongs to (docs/decisions/0073): app.config.ts puts EAS_PROJECT_ID into
 * extra.eas.projectId, where EAS itself keeps it. Null in a local run or Expo Go without one: the app then registers
 * no token, quietly.
 */
export function pushProjectId(): string | null {
  const configured: unknown = (Constants.expoConfig?.extra?.eas as { projectId?: unknown } | undefined)?.projectId;
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim() : null;
}
