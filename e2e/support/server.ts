import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { addOperators, spawnServer } from "@utsav/api/spawn-server";

/**
 * The operators added before the server starts (as npm run operator:add adds each, all in one process). Each journey
 * file signs in as its own: a second code for one number within 90 seconds is refused, and the files run side by side.
 */
export const OPERATORS = {
  console: { number: "9700000042", name: "Journey Operator" },
  review: { number: "9700000045", name: "Review Operator" },
  phone: { number: "9700000046", name: "Phone Operator" },
  bookings: { number: "9700000043", name: "Bookings Operator" },
  briefs: { number: "9700000044", name: "Briefs Operator" },
  hostile: { number: "9700000047", name: "Hostile Ids Operator" },
  owners: { number: "9700000048", name: "Owners Operator" },
  truthBriefs: { number: "9700000061", name: "Truth Briefs Operator" },
  // The console's own truths (e2e/truth-console.e2e.ts): one operator a viewport, each signing in once.
  truthConsole: { number: "9700000071", name: "Truth Console Operator" },
  truthConsolePhone: { number: "9700000072", name: "Truth Console Phone Operator" },
  // The local payment page (e2e/payments-local.e2e.ts): approves the vendor whose advance is paid.
  checkoutLocal: { number: "9700000081", name: "Checkout Operator" },
  // The shopper's side of paying (e2e/payments-shopper.e2e.ts): approves the vendor the shopper books.
  paymentsShopper: { number: "9700000082", name: "Payments Shopper Operator" },
  // Vendors' payout bank accounts (e2e/vendor-payouts.e2e.ts): one approves vendors through the API, then one a
  // viewport reviews bank accounts in the console, each signing in once.
  payouts: { number: "9700000091", name: "Payouts Operator" },
  payoutsDesktop: { number: "9700000092", name: "Payouts Desktop Operator" },
  payoutsPhone: { number: "9700000093", name: "Payouts Phone Operator" },
  // The payments console (e2e/payments-console.e2e.ts): one approves the vendor through the API, then one a viewport
  // refunds and reconciles in the console, each signing in once.
  paymentsConsole: { number: "9700000101", name: "Payments Console Operator" },
  paymentsConsoleDesktop: { number: "9700000102", name: "Payments Desktop Operator" },
  paymentsConsolePhone: { number: "9700000103", name: "Payments Phone Operator" },
  // The advance's whole journey (e2e/payments-journey.e2e.ts): approves the vendor and its bank account through the API.
  paymentsJourney: { number: "9700000111", name: "Payments Journey Operator" },
  // The vendor's calendar and the date pickers (e2e/availability.e2e.ts): approves the vendor through the API.
  availability: { number: "9700000121", name: "Availability Operator" },
  // Reviews from completed bookings (e2e/reviews.e2e.ts): one approves the vendor through the API, one moderates in the
  // console, each signing in once.
  reviews: { number: "9700000131", name: "Reviews Operator" },
  reviewsConsole: { number: "9700000132", name: "Reviews Console Operator" },
  // The app's web export (e2e/native-app.e2e.ts): approves the two vendors that quote for the app's brief.
  nativeApp: { number: "9700000141", name: "App Journey Operator" },
  // The vendor's side of the app (e2e/vendor-app.e2e.ts): approves the vendor who answers from the app.
  vendorApp: { number: "9700000151", name: "Vendor App Operator" },
  // Kept storefront pages (e2e/page-cache.e2e.ts): approves the vendor whose offering is paused and shown again.
  pageCache: { number: "9700000161", name: "Page Cache Operator" },
} as const;
export type Operator = (typeof OPERATORS)[keyof typeof OPERATORS];

/** The journeys' server settings, on the data folder `dataDir`. */
function serverEnvFor(dataDir: string, env: Record<string, string>): Record<string, string> {
  // The journeys' consumers, vendors and operators all come from this machine's one address: the per-address limits
  // grow as for any address many people share (RATE_LIMIT_MULTIPLIER); each number's own limits stay as they are.
  // Twenty times: at five, a fast run of every journey one at a time reached the 100 codes ten minutes allow one
  // address, and a late one failed; the journeys now run two at a time.
  return { NODE_ENV: "development", WEB: "build", DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: "20", ...env };
}

/**
 * A data folder made once a run (e2e/global-setup.ts): its embedded database migrated, seeded and holding the
 * journeys' operators, by a server started on it once and stopped. Each server starts on a copy of it, in about 5 s
 * instead of about 20 (docs/decisions/0083).
 */
export async function prepareDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-e2e-template-"));
  const serverEnv = serverEnvFor(dataDir, {});
  addOperators(serverEnv, Object.values(OPERATORS));
  await (await spawnServer(serverEnv, { built: true })).stop();
  return dataDir;
}

/**
 * The production build of the server (npm run build) with the built web app, on a copy of the run's data folder
 * (`template`: the one global-setup.ts prepared and provides, which a journey file need not name). Development mode,
 * so the dev SMS outbox gives journeys their sign-in codes.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  template: string = inject("dataTemplate"),
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-e2e-"));
  cpSync(template, dataDir, { recursive: true });
  const server = await spawnServer(serverEnvFor(dataDir, env), { built: true });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
