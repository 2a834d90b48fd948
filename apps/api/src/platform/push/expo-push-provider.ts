import { GatewayError } from "../gateway-retry.ts";
import { DEVICE_NOT_REGISTERED } from "./push-provider.ts";
import type { PushMessage, PushProvider, PushReceipt, PushTicket } from "./push-provider.ts";

export interface ExpoPushOptions {
  /** Expo's address, https://exp.host (a test points it at a loopback fake). */
  baseUrl: string;
  /** An access token, where the Expo project requires one for pushes ("enhanced push security"). */
  accessToken?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Expo takes at most 100 messages, and 1000 receipt ids, per request. */
const SEND_BATCH = 100;
const RECEIPT_BATCH = 1000;

interface ExpoError {
  message?: string;
  details?: { error?: string };
}

/**
 * Expo's push service (docs/decisions/0070): POST {baseUrl}/--/api/v2/push/send with the messages, answered with a
 * ticket for each; later POST {baseUrl}/--/api/v2/push/getReceipts with the tickets' ids. A small fetch client rather
 * than expo-server-sdk, whose 7.x needs Node 22 and takes its address only from process.env at import. A refusal of
 * the whole request (network, timeout, a status other than 200) throws: the outbox worker tries the message again later.
 */
export class ExpoPushProvider implements PushProvider {
  readonly name = "expo";
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ExpoPushOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send(messages: readonly PushMessage[]): Promise<PushTicket[]> {
    const tickets: PushTicket[] = [];
    for (let i = 0; i < messages.length; i += SEND_BATCH) {
      const batch = messages.slice(i, i + SEND_BATCH).map((m) => ({ ...m, sound: "default", priority: "high" }));
      const data = await this.call("/--/api/v2/push/send", batch);
      if (!Array.isArray(data) || data.length !== batch.length) throw new GatewayError("Expo answered the wrong number of tickets", true);
      tickets.push(...data.map((t: unknown) => ticketOf(t)));
    }
    return tickets;
  }

  async receipts(ticketIds: readonly string[]): Promise<Record<string, PushReceipt>> {
    const receipts: Record<string, PushReceipt> = {};
    for (let i = 0; i < ticketIds.length; i += RECEIPT_BATCH) {
      const data = await this.call("/--/api/v2/push/getReceipts", { ids: ticketIds.slice(i, i + RECEIPT_BATCH) });
      if (typeof data !== "object" || data === null || Array.isArray(data))
        throw new GatewayError("Expo answered receipts without data", true);
      for (const [id, receipt] of Object.entries(data as Record<string, unknown>)) receipts[id] = receiptOf(receipt);
    }
    return receipts;
  }

  private async call(path: string, payload: unknown): Promise<unknown> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (this.options.accessToken) headers.authorization = `Bearer ${this.options.accessToken}`;
    const response = await this.fetchImpl(`${this.options.baseUrl.replace(/\/+$/, "")}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => null)) as { data?: unknown; errors?: { code?: string }[] } | null;
    if (!response.ok || !answer || answer.data === undefined) {
      const code = answer?.errors?.[0]?.code ?? "no data";
      throw new GatewayError(
        `Expo refused the request: HTTP ${response.status} (${code})`,
        response.status >= 500 || response.status === 429,
      );
    }
    return answer.data;
  }
}

function errorOf(value: ExpoError): { status: "error"; message: string; error: string | null } {
  const error = value.details?.error ?? null;
  // Expo's message names the token; the code says what is needed, and a dead token is known by it.
  return { status: "error", message: error === DEVICE_NOT_REGISTERED ? "device not registered" : "refused by Expo", error };
}

function ticketOf(value: unknown): PushTicket {
  const ticket = (value ?? {}) as { status?: string; id?: unknown } & ExpoError;
  if (ticket.status === "ok" && typeof ticket.id === "string") return { status: "ok", id: ticket.id };
  return errorOf(ticket);
}

function receiptOf(value: unknown): PushReceipt {
  const receipt = (value ?? {}) as { status?: string } & ExpoError;
  return receipt.status === "ok" ? { status: "ok" } : errorOf(receipt);
}
