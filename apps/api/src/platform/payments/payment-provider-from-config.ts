import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@utsav/db";
import type { Config } from "../config.ts";
import { LocalPaymentProvider } from "./local-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { RazorpayProvider } from "./razorpay-provider.ts";

/**
 * The local provider signs its webhooks with this: it moves no money and is refused in production (payments-config.ts),
 * so its secret guards nothing but the shape of the path it shares with Razorpay's.
 */
export const LOCAL_WEBHOOK_SECRET = "utsav-local-payments";

/** The configured payment provider, or null where PAYMENTS_PROVIDER=off (docs/decisions/0048). */
export function paymentProviderFromConfig(config: Config, db: Db, log: FastifyBaseLogger): PaymentProvider | null {
  const { payments } = config;
  if (payments.provider === "razorpay" && payments.razorpay) return new RazorpayProvider(payments.razorpay, log);
  if (payments.provider === "local") {
    if (config.isProduction)
      throw new Error("Invalid configuration: the local payment provider moves no money and never runs in production");
    return new LocalPaymentProvider(db, { webhookSecret: LOCAL_WEBHOOK_SECRET });
  }
  return null;
}
