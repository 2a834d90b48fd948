/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ExpoConfig } from "expo/config";
import { APP_ID, APP_LINK_PATHS, BRAND_PRIMARY } from "@utsav/domain/shopper";
import appConfig from "../app.config";

// The app as the stores receive it (docs/decisions/0061): its identity and images, the permissions it declares and
// why, the release build's refusal to ship without an https API, and the site addresses it opens.

const APP_DIR = join(__dirname, "..");
const BUILD_VARIABLES = ["EXPO_PUBLIC_API_URL", "EAS_BUILD_PROFILE", "APP_ENV", "PUBLIC_ORIGIN"] as const;
const saved = Object.fromEntries(BUILD_VARIABLES.map((name) => [name, process.env[name]]));

/** The config as Expo reads it, with these build variables and no others of BUILD_VARIABLES. */
function configWith(variables: Partial<Record<(typeof BUILD_VARIABLES)[number], string>> = {}): ExpoConfig {
  for (const name of BUILD_VARIABLES) {
    const value = variables[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return appConfig();
}

afterAll(() => {
  for (const name of BUILD_VARIABLES) {
    const value = saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A plugin's options as the config lists them (`["name", options]`), or undefined when it has none. */
function pluginOptions(config: ExpoConfig, name: string): Record<string, unknown> | undefined {
  const entry = config.plugins?.find((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) === name);
  if (entry === undefined) throw new Error(`no ${name} plugin`);
  return Array.isArray(entry) ? (entry[1] as Record<string, unknown>) : undefined;
}

/** A PNG's width, height and colour type (2: RGB, 6: RGB with alpha), read from its IHDR chunk. */
function pngHeader(relativePath: string) {
  const bytes = readFileSync(join(APP_DIR, relativePath));
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

describe("the app's identity", () => {
  const config = configWith();

  it("is Utsav, with one identifier on both stores and the web's brand pink", () => {
    expect(config.name).toBe("Utsav");
    expect(config.ios?.bundleIdentifier).toBe(APP_ID);
    expect(config.android?.package).toBe(APP_ID);
    expect(config.primaryColor).toBe(BRAND_PRIMARY);
    expect(config.android?.adaptiveIcon?.backgroundColor).toBe(BRAND_PRIMARY);
  });

  it("has its own icons and splash image, 1024 pixels square, the App Store's icon without transparency", () => {
    const splash = pluginOptions(config, "expo-splash-screen");
    const images = [
      config.icon,
      config.android?.adaptiveIcon?.foregroundImage,
      config.android?.adaptiveIcon?.monochromeImage,
      splash?.image,
    ];
    for (const image of images) {
      expect(typeof image).toBe("string");
      expect(pngHeader(image as string)).toMatchObject({ width: 1024, height: 1024 });
    }
    expect(pngHeader(config.icon ?? "").colourType).toBe(2);
    expect(splash).toMatchObject({ imageWidth: 200, backgroundColor: "#FFFFFF" });
  });
});

describe("the permissions", () => {
  const config = configWith();

  it("ask for the photos and the camera only, each saying what for", () => {
    expect(pluginOptions(config, "expo-image-picker")).toEqual({
      photosPermission: expect.stringMatching(/^Utsav opens your photos only when you pick a profile picture/),
      cameraPermission: expect.stringMatching(/^Utsav uses the camera only when you take a new profile picture/),
      microphonePermission: false,
    });
  });

  it("declare no Face ID use, since the session's store asks for no biometrics", () => {
    expect(pluginOptions(config, "expo-secure-store")).toEqual({ faceIDPermission: false });
    expect(JSON.stringify(config)).not.toContain("NSFaceIDUsageDescription");
  });

  it("block on Android what the libraries and the template would add and no screen uses", () => {
    expect(config.android?.blockedPermissions).toEqual(
      expect.arrayContaining([
        "android.permission.RECORD_AUDIO",
        "android.permission.SYSTEM_ALERT_WINDOW",
        "android.permission.USE_BIOMETRIC",
      ]),
    );
    expect(config.android?.permissions ?? []).toEqual([]);
  });
});

describe("a release build", () => {
  it("refuses to be made without the API's https address", () => {
    expect(() => configWith({ EAS_BUILD_PROFILE: "production" })).toThrow(/needs EXPO_PUBLIC_API_URL, the API's https address.*not set/);
    expect(() => configWith({ EAS_BUILD_PROFILE: "preview", EXPO_PUBLIC_API_URL: "http://192.168.1.20:3000" })).toThrow(
      /EXPO_PUBLIC_API_URL.*"http:\/\/192\.168\.1\.20:3000"/,
    );
    expect(() => configWith({ APP_ENV: "production", EXPO_PUBLIC_API_URL: "utsavmarket.in" })).toThrow(/EXPO_PUBLIC_API_URL/);
  });

  it("is made with one, which the app reads from extra.apiUrl", () => {
    const config = configWith({ EAS_BUILD_PROFILE: "production", EXPO_PUBLIC_API_URL: "https://utsavmarket.in" });
    expect(config.extra?.apiUrl).toBe("https://utsavmarket.in");
  });

  it("refuses links to a site that is not https", () => {
    expect(() =>
      configWith({ EAS_BUILD_PROFILE: "production", EXPO_PUBLIC_API_URL: "https://utsavmarket.in", PUBLIC_ORIGIN: "http://utsav.example" }),
    ).toThrow(/PUBLIC_ORIGIN must be the site's https address/);
  });

  it("is not what a developer's run, a development client or the offline bundle export is", () => {
    expect(configWith().extra?.apiUrl).toBeNull();
    expect(configWith({ EAS_BUILD_PROFILE: "development", EXPO_PUBLIC_API_URL: "http://192.168.1.20:3000" }).extra?.apiUrl).toBe(
      "http://192.168.1.20:3000",
    );
  });
});

describe("the site's links", () => {
  it("open the app at every address it draws, verified, on utsavmarket.in unless PUBLIC_ORIGIN names the site", () => {
    const config = configWith();
    expect(config.ios?.associatedDomains).toEqual(["applinks:utsavmarket.in"]);
    const [filter, ...others] = config.android?.intentFilters ?? [];
    expect(others).toEqual([]);
    expect(filter).toMatchObject({ action: "VIEW", autoVerify: true, category: ["BROWSABLE", "DEFAULT"] });
    const data = [filter?.data ?? []].flat();
    expect(data.every(({ scheme, host }) => scheme === "https" && host === "utsavmarket.in")).toBe(true);
    // The same list the server's apple-app-site-association is built from, one segment ('*') becoming '.*'.
    expect(data.map(({ path, pathPattern }) => path ?? pathPattern?.replaceAll(".*", "*"))).toEqual(APP_LINK_PATHS);
    expect(data).toContainEqual({ scheme: "https", host: "utsavmarket.in", pathPattern: "/account/bookings/.*/review" });
  });

  it("follow the site's configured address", () => {
    const config = configWith({ PUBLIC_ORIGIN: "https://staging.utsav.example/" });
    expect(config.ios?.associatedDomains).toEqual(["applinks:staging.utsav.example"]);
    expect([config.android?.intentFilters?.[0]?.data ?? []].flat()[0]?.host).toBe("staging.utsav.example");
  });
});

describe("push notifications (docs/decisions/0073)", () => {
  it("have their plugin, with a white 96-pixel status-bar icon tinted the brand pink, and POST_NOTIFICATIONS not blocked", () => {
    const config = configWith();
    expect(pluginOptions(config, "expo-notifications")).toEqual({
      icon: "./assets/notification-icon.png",
      color: BRAND_PRIMARY,
      defaultChannel: "default",
    });
    expect(pngHeader("./assets/notification-icon.png")).toEqual({ width: 96, height: 96, colourType: 6 });
    expect(config.android?.blockedPermissions).not.toContain("android.permission.POST_NOTIFICATIONS");
  });

  it("name the EAS project the push tokens belong to when EAS_PROJECT_ID is set, and none otherwise", () => {
    const saved = process.env.EAS_PROJECT_ID;
    try {
      delete process.env.EAS_PROJECT_ID;
      expect(configWith().extra?.eas).toBeUndefined();
      process.env.EAS_PROJECT_ID = " 0f1e2d3c-utsav ";
      expect(configWith().extra?.eas).toEqual({ projectId: "0f1e2d3c-utsav" });
    } finally {
      if (saved === undefined) delete process.env.EAS_PROJECT_ID;
      else process.env.EAS_PROJECT_ID = saved;
    }
  });
});
