import { z } from "zod";

// The native app's side of the site's links, read with the rest by config.ts (docs/decisions/0061). Every variable is
// listed in the README.

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** A SHA-256 certificate fingerprint as Play Console and keytool print it: 32 bytes in hex, separated by colons. */
const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

export const APP_LINKS_ENV = {
  APP_LINKS_ANDROID_SHA256: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((fingerprint) => fingerprint.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().regex(FINGERPRINT, "must be SHA-256 certificate fingerprints (AB:CD:…, 32 pairs), separated by commas")).min(1),
      )
      .optional(),
  ),
  APP_LINKS_APPLE_TEAM_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, "must be the Apple Developer Team ID, 10 capital letters and digits")
      .optional(),
  ),
};

type AppLinksEnv = z.output<z.ZodObject<typeof APP_LINKS_ENV>>;

/**
 * What the site vouches for, so that phones open its addresses in the app: the signing certificates of the Android
 * app (App Signing's key, and the upload key's for builds installed from elsewhere) and Apple's Team ID. Each is
 * optional: until it is set, its file answers 404 and the phones keep opening the site's links in the browser.
 */
export interface AppLinksConfig {
  androidCertFingerprints: string[] | null;
  appleTeamId: string | null;
}

export function appLinksConfigOf(env: AppLinksEnv): AppLinksConfig {
  return { androidCertFingerprints: env.APP_LINKS_ANDROID_SHA256 ?? null, appleTeamId: env.APP_LINKS_APPLE_TEAM_ID ?? null };
}
