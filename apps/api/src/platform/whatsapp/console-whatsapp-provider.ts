import { ConsoleProvider } from "../sms/console-provider.ts";
import type { WhatsappMessage, WhatsappProvider } from "./whatsapp-provider.ts";

/** The message of the log line that shows a local WhatsApp message in test runs (the API tests' log check knows it). */
export const DEV_WHATSAPP_LOG_MESSAGE = "development WhatsApp message";

/** Local runs and tests: each WhatsApp message is kept in the local message log (shown at /dev/outbox), as ConsoleProvider says. */
export class ConsoleWhatsappProvider extends ConsoleProvider implements WhatsappProvider {
  async send({ to, template, text }: WhatsappMessage): Promise<void> {
    this.deliver("whatsapp", to, text, [{ devWhatsapp: { to, template } }, DEV_WHATSAPP_LOG_MESSAGE]);
  }
}
