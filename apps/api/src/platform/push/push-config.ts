import { z } from "zod";

// Push notifications' part of the configuration, read with the rest by config.ts (docs/decisions/0070). Every
// variable is listed in the README.

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const PUSH_ENV = {
  PUSH_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["console", "expo", "none"]).optional()),
  EXPO_PUSH_URL: z.preprocess(emptyAsUndefined, z.string().url().default("https://exp.host")),
  EXPO_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
  /** How long after a push its receipt is read: Expo advises about 15 minutes, and keeps receipts for a day. */
  PUSH_RECEIPT_DELAY_MS: z.coerce.number().int().min(0).max(43_200_000).default(900_000),
};

type PushEnv = z.output<z.ZodObject<typeof PUSH_ENV>>;

/**
 * `console` keeps pushes in the local outbox (local and test runs only), `expo` sends them through Expo's push
 * service, `none` sends none (every message then goes by its other channels, as to a person with no phone registered).
 */
export interface PushConfig {
  provider: "console" | "expo" | "none";
  baseUrl: string;
  accessToken?: string;
  receiptDelayMs: number;
}

/** As PUSH_PROVIDER says; unset, `console` on local and test runs and `expo` in production (Expo needs no account key). */
export function pushConfigOf(env: PushEnv, appEnv: "local" | "production" | "test"): PushConfig {
  return {
    provider: env.PUSH_PROVIDER ?? (appEnv === "production" ? "expo" : "console"),
    baseUrl: env.EXPO_PUSH_URL,
    accessToken: env.EXPO_ACCESS_TOKEN,
    receiptDelayMs: env.PUSH_RECEIPT_DELAY_MS,
  };
}

/** What a production start lacks for pushes, or null: the console provider delivers nothing. */
export function pushInProduction(env: PushEnv): string | null {
  if (env.PUSH_PROVIDER !== "console") return null;
  return "PUSH_PROVIDER=expo (EXPO_ACCESS_TOKEN where the Expo project asks for one), or PUSH_PROVIDER=none (the console provider delivers no push)";
}
