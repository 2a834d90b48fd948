import type { FastifyBaseLogger } from "fastify";
import { localMessageBlock } from "../sms/console-provider.ts";
import type { Terminal } from "../sms/console-provider.ts";
import type { LocalOutbox } from "../sms/local-outbox.ts";
import type { WhatsappMessage, WhatsappProvider } from "./whatsapp-provider.ts";

/** The message of the log line that shows a local WhatsApp message in test runs (the API tests' log check knows it). */
export const DEV_WHATSAPP_LOG_MESSAGE = "development WhatsApp message";

/**
 * Local runs and tests: no WhatsApp message leaves the machine. Each is kept in the local outbox (/dev/outbox) beside
 * the SMS and e-mail, and on a local run printed in the terminal as a block marked local; in tests it is one log line
 * instead. A production start refuses it (config.ts).
 */
export class ConsoleWhatsappProvider implements WhatsappProvider {
  readonly name = "console";

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly localOutbox: LocalOutbox,
    private readonly options: { terminal?: Terminal; outboxUrl?: string } = {},
  ) {}

  async send({ to, template, text }: WhatsappMessage): Promise<void> {
    const message = { channel: "whatsapp", to, text, sentAt: new Date().toISOString() } as const;
    this.localOutbox.add(message);
    if (this.options.terminal) this.options.terminal.write(localMessageBlock(message, this.options.outboxUrl));
    else this.log.info({ devWhatsapp: { to, template } }, DEV_WHATSAPP_LOG_MESSAGE);
  }
}
