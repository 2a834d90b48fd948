import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { LocalOutbox } from "../local-outbox.ts";
import { CloudWhatsappProvider } from "./cloud-whatsapp-provider.ts";
import { ConsoleWhatsappProvider } from "./console-whatsapp-provider.ts";
import type { WhatsappProvider } from "./whatsapp-provider.ts";

/**
 * The configured WhatsApp: the Cloud API, none, or on local and test runs the console provider, which keeps messages
 * in the local outbox beside the SMS and e-mail (config.ts refuses it in production, and a half-configured Cloud API).
 */
export function whatsappFromConfig(config: Config, log: FastifyBaseLogger, localOutbox: LocalOutbox | null): WhatsappProvider | null {
  const { whatsapp } = config;
  if (whatsapp.provider === "none") return null;
  if (whatsapp.provider === "cloud") {
    return new CloudWhatsappProvider(
      {
        apiUrl: whatsapp.apiUrl,
        apiVersion: whatsapp.apiVersion,
        phoneNumberId: whatsapp.phoneNumberId!,
        accessToken: whatsapp.accessToken!,
        language: whatsapp.language,
      },
      log,
    );
  }
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleWhatsappProvider(log, localOutbox ?? new LocalOutbox(), { terminal, outboxUrl: `${config.publicOrigin}/dev/outbox` });
}
