import { z } from "zod";

// WhatsApp's part of the configuration, read with the rest by config.ts (docs/decisions/0021). Every variable is
// listed in the README.

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const WHATSAPP_ENV = {
  WHATSAPP_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["console", "cloud", "none"]).optional()),
  WHATSAPP_API_URL: z.preprocess(emptyAsUndefined, z.string().url().default("https://graph.facebook.com")),
  WHATSAPP_API_VERSION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^v\d+\.\d+$/, "must look like v21.0")
      .default("v21.0"),
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/, "must be the number's id, in digits").optional()),
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  WHATSAPP_TEMPLATE_LANGUAGE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be like en or en_US")
      .default("en"),
  ),
};

type WhatsappEnv = z.output<z.ZodObject<typeof WHATSAPP_ENV>>;

/**
 * `console` keeps messages in the local outbox (local and test runs only), `cloud` sends through the WhatsApp
 * Business Cloud API, `none` sends none.
 */
export interface WhatsappConfig {
  provider: "console" | "cloud" | "none";
  apiUrl: string;
  apiVersion: string;
  phoneNumberId?: string;
  accessToken?: string;
  /** The language the templates were approved in. */
  language: string;
}

/**
 * As WHATSAPP_PROVIDER says; unset, `console` on local and test runs, and in production `cloud` when the Cloud API's
 * phone number id and token are given, else `none`. The Cloud API needs both: one without the other is a half-done
 * setup and is refused whatever the provider, so no start quietly sends no WhatsApp or fails every message.
 */
export function whatsappConfigOf(env: WhatsappEnv, appEnv: "local" | "production" | "test"): WhatsappConfig {
  const given = [env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ACCESS_TOKEN].filter(Boolean).length;
  const provider = env.WHATSAPP_PROVIDER ?? (appEnv === "production" ? (given > 0 ? "cloud" : "none") : "console");
  if (given === 1 || (provider === "cloud" && given < 2)) {
    throw new Error("Invalid configuration: WhatsApp's Cloud API needs both WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN");
  }
  return {
    provider,
    apiUrl: env.WHATSAPP_API_URL,
    apiVersion: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

/** What a production start lacks for WhatsApp, or null: the console provider delivers nothing. */
export function whatsappInProduction(env: WhatsappEnv): string | null {
  if (env.WHATSAPP_PROVIDER !== "console") return null;
  return "WHATSAPP_PROVIDER=cloud with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN, or WHATSAPP_PROVIDER=none (the console provider delivers no WhatsApp message)";
}
