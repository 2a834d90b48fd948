/**
 * Sends text messages. `console` keeps them locally (local runs and tests); `msg91` calls the gateway. The text is
 * what a local provider shows; a gateway sends the DLT template `templateId` (the sign-in code's when not given)
 * filled with `variables`.
 */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string, variables: Record<string, string>, templateId?: string): Promise<void>;
}

/** A message a local provider kept instead of sending (platform/local-message-log.ts, shown at /dev/outbox). */
export interface LocalMessage {
  channel: "sms" | "email" | "whatsapp" | "push";
  to: string;
  text: string;
  sentAt: string;
}
