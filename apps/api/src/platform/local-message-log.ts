import type { LocalMessage } from "./sms/sms-provider.ts";

const KEPT = 50;

/**
 * What the local providers would have sent, newest first: listed at GET /api/dev/outbox for the web's local outbox
 * page (/dev/outbox). Only local and test runs keep one; a production start refuses the local providers (config.ts).
 * Not the notification outbox (platform/outbox), which is durable and delivered through these providers.
 */
export class LocalMessageLog {
  private readonly messages: LocalMessage[] = [];

  add(message: LocalMessage): void {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEPT);
  }

  list(): LocalMessage[] {
    return [...this.messages];
  }
}
