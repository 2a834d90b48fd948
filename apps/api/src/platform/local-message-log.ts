import type { OutboxMessage } from "./sms/sms-provider.ts";

const OUTBOX_SIZE = 50;

/**
 * What the local providers would have sent, newest first: listed at GET /api/dev/outbox and the web's local outbox
 * page (/dev/outbox). Only local and test runs have one; a production start refuses the local providers (config.ts).
 */
export class LocalOutbox {
  private readonly messages: OutboxMessage[] = [];

  add(message: OutboxMessage): void {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, OUTBOX_SIZE);
  }

  list(): OutboxMessage[] {
    return [...this.messages];
  }
}
