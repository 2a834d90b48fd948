/** Sends text messages. `console` logs them (and keeps them for the dev outbox); `msg91` calls the gateway. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string, variables: Record<string, string>): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}
