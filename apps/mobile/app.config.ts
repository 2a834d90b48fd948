import type { ExpoConfig } from "expo/config";

// The app's configuration, read when the app is started or built. EXPO_PUBLIC_API_URL names the server the app
// talks to (e.g. http://192.168.1.20:3000 on a phone, https://utsavmarket.in in a store build); without it a
// development run talks to port 3000 of the computer that serves the app (src/config.ts).
export default (): ExpoConfig => ({
  name: "Utsav",
  slug: "utsav",
  scheme: "utsav",
  version: "1.0.0",
  orientation: "portrait",
  userInterfaceStyle: "light",
  ios: { bundleIdentifier: "in.utsavmarket.app", supportsTablet: true },
  android: { package: "in.utsavmarket.app" },
  web: { bundler: "metro", output: "single", name: "Utsav" },
  plugins: [
    "expo-router",
    "expo-secure-store",
    "expo-web-browser",
    [
      "expo-image-picker",
      {
        photosPermission: "Utsav uses your photos when you choose a profile picture or add photos to a review.",
        cameraPermission: "Utsav uses the camera when you take a profile picture.",
      },
    ],
  ],
  experiments: { typedRoutes: false },
  extra: { apiUrl: configuredApiUrl() },
});

/** EXPO_PUBLIC_API_URL, or null when it is not set: Expo's types make each variable of process.env `any`. */
function configuredApiUrl(): string | null {
  const value: unknown = process.env.EXPO_PUBLIC_API_URL;
  return typeof value === "string" ? value : null;
}
