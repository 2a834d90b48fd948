// Push notifications (docs/decisions/0070): what the outbox worker hands a push service, and what it answers.

/** One push to one phone. */
export interface PushMessage {
  /** The phone's Expo push token. */
  to: string;
  title: string;
  body: string;
  /** `url`: the app's path the notification opens (null: the app's home). */
  data: { url: string | null };
}

/** Expo's error that means the app is gone from that phone (uninstalled, or notifications turned off): its token is dead. */
export const DEVICE_NOT_REGISTERED = "DeviceNotRegistered";

/** The push service's answer for one message: accepted under a ticket id, or refused (`error`, Expo's code). */
export type PushTicket = { status: "ok"; id: string } | { status: "error"; message: string; error: string | null };

/** What became of a ticket's push once the service handed it on: delivered to Apple or Google, or refused. */
export type PushReceipt = { status: "ok" } | { status: "error"; message: string; error: string | null };

/**
 * Sends pushes. `expo` calls Expo's push service; `console` keeps them in the local message log (local runs and
 * tests). `send` answers one ticket per message, in order; `receipts` answers the receipts that are ready, by ticket id.
 */
export interface PushProvider {
  readonly name: string;
  send(messages: readonly PushMessage[]): Promise<PushTicket[]>;
  receipts(ticketIds: readonly string[]): Promise<Record<string, PushReceipt>>;
}

/** A token as a log line may name it: its kind and the first characters, never the whole (it addresses a phone). */
export function maskedToken(token: string): string {
  const inner = /\[(.*)\]$/.exec(token)?.[1] ?? "";
  return `${token.slice(0, token.indexOf("[") + 1)}${inner.slice(0, 4)}…]`;
}
