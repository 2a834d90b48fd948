import { randomUUID } from "node:crypto";
import { ConsoleProvider } from "../sms/console-provider.ts";
import { maskedToken } from "./push-provider.ts";
import type { PushMessage, PushProvider, PushReceipt, PushTicket } from "./push-provider.ts";

/** The message of the log line that shows a local push in test runs (the API tests' log check knows it). */
export const DEV_PUSH_LOG_MESSAGE = "development push";

/**
 * Local runs and tests: each push is kept in the local message log (shown at /dev/outbox, to the phone's token cut
 * short), as ConsoleProvider says; every ticket is accepted and every receipt delivered.
 */
export class ConsolePushProvider extends ConsoleProvider implements PushProvider {
  async send(messages: readonly PushMessage[]): Promise<PushTicket[]> {
    return messages.map(({ to, title, body, data }) => {
      const text = `${title}\n${body}${data.url ? `\nOpens ${data.url}` : ""}`;
      this.deliver("push", maskedToken(to), text, [{ devPush: { to: maskedToken(to), title, url: data.url } }, DEV_PUSH_LOG_MESSAGE]);
      return { status: "ok", id: `local-${randomUUID()}` };
    });
  }

  async receipts(ticketIds: readonly string[]): Promise<Record<string, PushReceipt>> {
    return Object.fromEntries(ticketIds.map((id) => [id, { status: "ok" }]));
  }
}
