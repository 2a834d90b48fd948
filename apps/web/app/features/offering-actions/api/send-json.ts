import type { Envelope } from "@utsav/domain";

/** What a call answers: the data, or the status and the server's errorMessage (null when the reply carried none). */
export type CallResult<T> = { ok: true; data: T } | { ok: false; status: number; errorMessage: string | null };

interface SendOptions {
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * POSTs JSON to the API from the browser (same origin, with the session cookie) and reads the envelope
 * (application §7). A reply that is not a success is returned; only a failure to reach the server throws.
 */
export async function postJson<T>(path: string, { body, headers = {}, timeoutMs }: SendOptions): Promise<CallResult<T>> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.success) return { ok: true, data: envelope.data };
  return { ok: false, status: response.status, errorMessage: (envelope && !envelope.success && envelope.errorMessage) || null };
}
