import { z } from "zod";
import { commissionTable } from "@utsav/domain";
import type { CATEGORIES } from "@utsav/domain";

// Payments' part of the configuration, read with the rest by config.ts (docs/decisions/0048). Every variable is listed
// in the README.

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const PAYMENTS_ENV = {
  PAYMENTS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["razorpay", "local", "off"]).optional()),
  RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default("https://api.razorpay.com")),
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYMENT_COMMISSION: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  PAYMENT_ORDER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  SCHEDULER: z.enum(["on", "off"]).optional(),
  SCHEDULER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
};

type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV>>;

/**
 * `razorpay` takes payments through Razorpay (orders, webhooks, refunds, Route transfers); `local` through the local
 * payment page (local and test runs only); `off` takes none: an advance is then paid to the vendor as before.
 */
export interface PaymentsConfig {
  provider: "razorpay" | "local" | "off";
  razorpay: { apiUrl: string; keyId: string; keySecret: string; webhookSecret: string } | null;
  /** The platform's commission per category, in percent. */
  commissionPercent: Record<(typeof CATEGORIES)[number], number>;
  orderExpiresMinutes: number | undefined;
  /** The scheduler (platform/scheduler): whether this process runs due jobs, and how often it looks. */
  scheduler: { worker: boolean; pollMs: number };
}

/** As PAYMENTS_PROVIDER says; unset, `local` on local runs, `off` in tests, and in production `razorpay` when its keys are given, else `off`. */
export function paymentsConfigOf(env: PaymentsEnv, appEnv: "local" | "production" | "test"): PaymentsConfig {
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const given = keys.filter(Boolean).length;
  // Unset: local runs take payments on the local page; API tests take none unless a test asks (helper.ts).
  const provider =
    env.PAYMENTS_PROVIDER ?? (appEnv === "production" ? (given > 0 ? "razorpay" : "off") : appEnv === "test" ? "off" : "local");
  if (provider === "razorpay" && given < 3) {
    throw new Error(
      "Invalid configuration: PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
    );
  }
  const commission = commissionTable(env.PAYMENT_COMMISSION);
  if (!commission) throw new Error("Invalid configuration: PAYMENT_COMMISSION must be like decor=10,gifts=8,sweets=8 (whole percents)");
  return {
    provider,
    razorpay:
      provider === "razorpay"
        ? { apiUrl: env.RAZORPAY_API_URL, keyId: keys[0] ?? "", keySecret: keys[1] ?? "", webhookSecret: keys[2] ?? "" }
        : null,
    commissionPercent: commission,
    orderExpiresMinutes: env.PAYMENT_ORDER_MINUTES,
    // Tests run jobs themselves (scheduler.drain, with the clock they move) unless they turn the worker on.
    scheduler: { worker: (env.SCHEDULER ?? (appEnv === "test" ? "off" : "on")) === "on", pollMs: env.SCHEDULER_POLL_MS },
  };
}

/** What a production start lacks for payments, or null: the local provider moves no money. */
export function paymentsInProduction(env: PaymentsEnv): string | null {
  if (env.PAYMENTS_PROVIDER !== "local") return null;
  return "PAYMENTS_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=off (the local provider moves no money)";
}
