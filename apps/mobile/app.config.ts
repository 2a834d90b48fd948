import type { ExpoConfig } from "expo/config";
// A relative import, not @utsav/domain: Expo reads this file with Node, which knows no tsconfig paths.
import { APP_ID, APP_LINK_PATHS, APP_LINK_SEGMENT, DEFAULT_SITE_ORIGIN } from "../../packages/domain/src/shared/app-links.ts";

// The app's configuration, read when the app is started or built (docs/decisions/0018, 0061). EXPO_PUBLIC_API_URL
// names the server the app talks to (e.g. http://192.168.1.20:3000 on a phone, https://utsavmarket.in in a store
// build); without it a development run talks to port 3000 of the computer that serves the app (src/config.ts). A
// build for anyone but its developer (an EAS build, or APP_ENV=production) is refused without an https one.
// PUBLIC_ORIGIN, the site's address as the server names it, is where the app's links point (utsavmarket.in unless set).

/** The web's brand pink (BRAND_PRIMARY, application §9) and the splash screen's white; app-config.test.ts ties them. */
const BRAND_PINK = "#FF006E";
const SPLASH_WHITE = "#FFFFFF";
/** The Android notification channel pushes arrive on: Expo's push service uses "default" when a push names none. */
const PUSH_CHANNEL = "default";

export default (): ExpoConfig => ({
  name: "Utsav",
  slug: "utsav",
  scheme: "utsav",
  version: "1.0.0",
  orientation: "portrait",
  userInterfaceStyle: "light",
  // Drawn from the web's mark by scripts/draw-app-icons.ts; the splash is expo-splash-screen's, below.
  icon: "./assets/icon.png",
  primaryColor: BRAND_PINK,
  backgroundColor: SPLASH_WHITE,
  ios: {
    bundleIdentifier: APP_ID,
    supportsTablet: true,
    // Universal links: iOS opens these addresses in the app once the site's apple-app-site-association names it.
    associatedDomains: [`applinks:${siteHost()}`],
    // HTTPS only, which is exempt from export-compliance documentation.
    config: { usesNonExemptEncryption: false },
  },
  android: {
    package: APP_ID,
    adaptiveIcon: {
      foregroundImage: "./assets/adaptive-icon.png",
      monochromeImage: "./assets/adaptive-icon-monochrome.png",
      backgroundColor: BRAND_PINK,
    },
    // Declared by React Native's template or by a library, used by no screen (Google Play: request only what the app
    // needs). The image picker's own CAMERA and, up to Android 12, storage ones stay: the avatar and photo fields use them.
    blockedPermissions: [
      "android.permission.RECORD_AUDIO",
      "android.permission.SYSTEM_ALERT_WINDOW",
      "android.permission.VIBRATE",
      "android.permission.USE_BIOMETRIC",
      "android.permission.USE_FINGERPRINT",
    ],
    // App Links: Android opens these addresses in the app once the site's assetlinks.json vouches for its signature.
    intentFilters: [
      {
        action: "VIEW",
        autoVerify: true,
        category: ["BROWSABLE", "DEFAULT"],
        data: APP_LINK_PATHS.map((path) => ({ scheme: "https", host: siteHost(), ...androidPath(path) })),
      },
    ],
  },
  web: { bundler: "metro", output: "single", name: "Utsav" },
  plugins: [
    "expo-router",
    // The session token only: no biometric prompt, so no Face ID purpose string (Apple 5.1.1).
    ["expo-secure-store", { faceIDPermission: false }],
    "expo-web-browser",
    ["expo-splash-screen", { image: "./assets/splash-icon.png", imageWidth: 200, resizeMode: "contain", backgroundColor: SPLASH_WHITE }],
    // Push notifications (docs/decisions/0073): the flame in white, tinted the brand pink in the tray, on the channel the
    // app makes before it asks. The plugin declares Android 13's POST_NOTIFICATIONS, asked for only from a card that
    // says what for (src/shared/lib/push), never at launch.
    ["expo-notifications", { icon: "./assets/notification-icon.png", color: BRAND_PINK, defaultChannel: PUSH_CHANNEL }],
    [
      "expo-image-picker",
      {
        // Said exactly: what each is used for, and only when (Apple 5.1.1(iii), Google Play's permissions policy).
        photosPermission:
          "Utsav opens your photos only when you pick a profile picture, or photos for a review or a request for proposals.",
        cameraPermission: "Utsav uses the camera only when you take a new profile picture.",
        // Photos only: no video is recorded, so no microphone (its Android permission is blocked too).
        microphonePermission: false,
      },
    ],
  ],
  experiments: { typedRoutes: false },
  // EXPO_PUBLIC_SENTRY_DSN turns crash reports on (src/crash, docs/decisions/0062); without it none are sent.
  // EAS_PROJECT_ID names the EAS project the Expo push tokens belong to (docs/decisions/0073); without it none is registered.
  extra: { apiUrl: configuredApiUrl(), sentryDsn: configured(process.env.EXPO_PUBLIC_SENTRY_DSN), ...easProject() },
});

/**
 * A build for anyone but its developer: an EAS build of any profile but `development`, or a run with
 * APP_ENV=production (the server's own word for it). `expo start` and `npm run mobile:export` are neither.
 */
function isReleaseBuild(): boolean {
  const profile = configured(process.env.EAS_BUILD_PROFILE);
  return configured(process.env.APP_ENV) === "production" || (profile !== null && profile !== "development");
}

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === "https:";

/**
 * EXPO_PUBLIC_API_URL, or null when it is not set: Expo's types make each variable of process.env `any`. A release
 * build refuses to be made without an https address, rather than ship an app that calls http://localhost:3000.
 */
function configuredApiUrl(): string | null {
  const url = configured(process.env.EXPO_PUBLIC_API_URL)?.trim() || null;
  if (isReleaseBuild() && !(url && isHttps(url))) {
    throw new Error(
      `This release build needs EXPO_PUBLIC_API_URL, the API's https address (e.g. ${DEFAULT_SITE_ORIGIN}); it is ${url ? JSON.stringify(url) : "not set"}. ` +
        "For EAS: npx eas-cli env:create --environment production --name EXPO_PUBLIC_API_URL --value https://…",
    );
  }
  return url;
}

/** The host of the site whose links the app opens: PUBLIC_ORIGIN's (https in a release build), or utsavmarket.in's. */
function siteHost(): string {
  const origin = configured(process.env.PUBLIC_ORIGIN)?.trim() || DEFAULT_SITE_ORIGIN;
  if (!URL.canParse(origin) || (isReleaseBuild() && !isHttps(origin))) {
    throw new Error(`PUBLIC_ORIGIN must be the site's https address (e.g. ${DEFAULT_SITE_ORIGIN}); it is ${JSON.stringify(origin)}`);
  }
  return new URL(origin).hostname;
}

/**
 * One of the app's link paths as an Android intent filter's path: exact, or a pathPattern with `.*` for the segment.
 * (pathAdvancedPattern could say "one segment" exactly, but Android before 12 ignores it, and a filter left with a
 * host and no path claims every address of the site.)
 */
function androidPath(path: string): { path: string } | { pathPattern: string } {
  return path.includes(APP_LINK_SEGMENT) ? { pathPattern: path.split(APP_LINK_SEGMENT).join(".*") } : { path };
}

/** extra.eas.projectId, where EAS keeps the project's id, from EAS_PROJECT_ID; nothing when it is not set. */
function easProject(): { eas?: { projectId: string } } {
  const projectId = configured(process.env.EAS_PROJECT_ID)?.trim();
  return projectId ? { eas: { projectId } } : {};
}

/** A variable of process.env, or null when it is not set. */
function configured(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
