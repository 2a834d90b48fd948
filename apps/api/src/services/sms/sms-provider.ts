/** Sends text messages. `console` keeps them locally (local runs and tests); `msg91` calls the gateway. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string, variables: Record<string, string>): Promise<void>;
}

/** A message a local provider kept instead of sending (the local outbox). */
export interface OutboxMessage {
  channel: "sms" | "email";
  to: string;
  text: string;
  sentAt: string;
}
