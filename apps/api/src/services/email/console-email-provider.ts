import type { FastifyBaseLogger } from "fastify";
import { localMessageBlock } from "../sms/console-provider.ts";
import type { Terminal } from "../sms/console-provider.ts";
import type { LocalOutbox } from "../sms/local-outbox.ts";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

/** The message of the log line that shows a local e-mail in test runs (the API tests' log check knows it). */
export const DEV_EMAIL_LOG_MESSAGE = "development e-mail";

/**
 * Local runs and tests: no e-mail leaves the machine. Each message is kept in the local outbox (/dev/outbox) beside
 * the SMS, and on a local run printed in the terminal as a block marked local; in tests it is one log line instead.
 * A production start refuses it (config.ts).
 */
export class ConsoleEmailProvider implements EmailProvider {
  readonly name = "console";

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly localOutbox: LocalOutbox,
    private readonly options: { terminal?: Terminal; outboxUrl?: string } = {},
  ) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    const message = { channel: "email", to, text: `${subject}\n\n${text}`, sentAt: new Date().toISOString() } as const;
    this.localOutbox.add(message);
    if (this.options.terminal) this.options.terminal.write(localMessageBlock(message, this.options.outboxUrl));
    else this.log.info({ devEmail: { to, subject } }, DEV_EMAIL_LOG_MESSAGE);
  }
}
