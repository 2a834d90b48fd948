import type { FastifyBaseLogger } from "fastify";
import type { OutboxMessage, SmsProvider } from "./sms-provider.ts";

const OUTBOX_SIZE = 50;

/**
 * The message of the one log line that may show a phone number and a sign-in code: the console provider's
 * "prints the code to the server log" in development. The API tests' log check recognises it by this message.
 */
export const DEV_SMS_LOG_MESSAGE = "development SMS";

/**
 * Development and tests: writes each message to the server log and keeps the latest 50 in memory for
 * GET /api/dev/outbox, which does not exist in production mode.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = "console";
  private readonly messages: OutboxMessage[] = [];

  /** printMessages is off in production mode: a code or a number never reaches a production log. */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { printMessages: boolean } = { printMessages: true },
  ) {}

  async send(to: string, text: string): Promise<void> {
    this.messages.unshift({ to, text, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // The console provider exists to show the code locally; production uses the gateway and never logs it.
    if (this.options.printMessages) this.log.info({ devSms: { to, text } }, DEV_SMS_LOG_MESSAGE);
    else this.log.warn("SMS not sent: the console SMS provider is configured in production mode");
  }

  outbox(): OutboxMessage[] {
    return [...this.messages];
  }
}
