import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { LocalMessageLog } from "../local-message-log.ts";
import { required } from "../required.ts";
import { CloudWhatsappProvider } from "./cloud-whatsapp-provider.ts";
import { ConsoleWhatsappProvider } from "./console-whatsapp-provider.ts";
import type { WhatsappProvider } from "./whatsapp-provider.ts";

/**
 * The configured WhatsApp: the Cloud API, none, or on local and test runs the console provider, which keeps messages
 * in the local message log beside the SMS and e-mail (config.ts refuses it in production, and a half-configured Cloud API).
 */
export function whatsappFromConfig(config: Config, log: FastifyBaseLogger, localMessages: LocalMessageLog): WhatsappProvider | null {
  const { whatsapp } = config;
  if (whatsapp.provider === "none") return null;
  if (whatsapp.provider === "cloud") {
    return new CloudWhatsappProvider(
      {
        apiUrl: whatsapp.apiUrl,
        apiVersion: whatsapp.apiVersion,
        phoneNumberId: required(whatsapp.phoneNumberId, "WHATSAPP_PHONE_NUMBER_ID, which config.ts requires of cloud"),
        accessToken: required(whatsapp.accessToken, "WHATSAPP_ACCESS_TOKEN, which config.ts requires of cloud"),
        language: whatsapp.language,
      },
      log,
    );
  }
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleWhatsappProvider(log, localMessages, {
    terminal,
    pageUrl: `${config.publicOrigin}/dev/outbox`,
  });
}
