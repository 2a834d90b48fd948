import type { FastifyBaseLogger } from "fastify";
import type { OutboxMessage, SmsProvider } from "./sms-provider.ts";

const OUTBOX_SIZE = 50;

/**
 * Development and tests: writes each message to the server log and keeps the latest 50 in memory for
 * GET /api/dev/outbox, which does not exist in production mode.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = "console";
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(to: string, text: string): Promise<void> {
    this.messages.unshift({ to, text, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
    // The console provider exists to show the code locally; production uses the gateway and never logs it.
    this.log.info({ sms: { to, text } }, "SMS (console provider)");
  }

  outbox(): OutboxMessage[] {
    return [...this.messages];
  }
}
