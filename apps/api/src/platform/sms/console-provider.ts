import type { FastifyBaseLogger } from "fastify";
import type { LocalMessageLog } from "../local-message-log.ts";
import type { LocalMessage, SmsProvider } from "./sms-provider.ts";

/**
 * The message of the one log line that may show a phone number and a sign-in code: the console provider's line
 * in test runs. The API tests' log check recognises it by this message.
 */
export const DEV_SMS_LOG_MESSAGE = "development SMS";

/** Where a local run prints its messages for the person at the terminal. */
export interface Terminal {
  write(text: string): void;
}

/**
 * Local runs and tests, on every channel: nothing leaves the machine. Each message is kept in the local message log (listed at
 * the local outbox page, /dev/outbox) and,
 * on a local run, printed to the terminal as a block that says it is a local message; in tests it is one log line
 * instead. A production start refuses these providers (config.ts).
 */
export abstract class ConsoleProvider {
  readonly name = "console";

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly localMessages: LocalMessageLog,
    /** `pageUrl`: the local outbox page, which the terminal block points to. */
    private readonly options: { terminal?: Terminal; pageUrl?: string } = {},
  ) {}

  /** Keeps the message and shows it; `logLine` is what a test run logs instead of the terminal block. */
  protected deliver(channel: LocalMessage["channel"], to: string, text: string, logLine: [object, string]): void {
    const message = { channel, to, text, sentAt: new Date().toISOString() };
    this.localMessages.add(message);
    if (this.options.terminal) this.options.terminal.write(localMessageBlock(message, this.options.pageUrl));
    else this.log.info(...logLine);
  }
}

export class ConsoleSmsProvider extends ConsoleProvider implements SmsProvider {
  async send(to: string, text: string): Promise<void> {
    this.deliver("sms", to, text, [{ devSms: { to, text } }, DEV_SMS_LOG_MESSAGE]);
  }

  /** The SMS this provider kept, newest first. */
  messages(): LocalMessage[] {
    return this.localMessages.list().filter((m) => m.channel === "sms");
  }
}

/** A block a person notices among JSON log lines, marked as local so no one mistakes it for a delivered SMS. */
export function localMessageBlock(message: LocalMessage, pageUrl?: string): string {
  const rule = "─".repeat(64);
  const lines = [
    `┌${rule}`,
    `│ LOCAL ${message.channel.toUpperCase()} (APP_ENV=local: not sent, shown here instead)`,
    `│ to ${message.to}`,
    `│ ${message.text}`,
    ...(pageUrl ? [`│ All recent local messages: ${pageUrl}`] : []),
    `└${rule}`,
  ];
  return `${lines.join("\n")}\n`;
}
