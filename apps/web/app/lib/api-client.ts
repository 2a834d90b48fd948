import { MESSAGES } from "@utsav/domain/client";

// The browser's calls to the API (same origin, with the session cookie), reading the envelope of application §7.
// Loaders on the server use the in-process client of lib/api.ts instead.

/** What a call answers: the data, or the status, errorMessage (null when the reply carried none) and errorCode. */
export type EnvelopeResult<T> = { ok: true; data: T } | { ok: false; status: number; errorMessage: string | null; errorCode: string | null };

export interface SendOptions {
  method?: "GET" | "POST" | "PUT";
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  /** spec: application §9 time-outs (TIMEOUTS_MS). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * A reply that is not a success is returned, not thrown; only a failure to reach the server (offline, time-out,
 * aborted) throws, with the network message of application §8, so "exception message, else …" reads well.
 */
export async function sendEnvelope<T>(path: string, { method = "GET", body, headers = {}, timeoutMs, signal }: SendOptions = {}): Promise<EnvelopeResult<T>> {
  const isForm = body instanceof FormData;
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter((s): s is AbortSignal => Boolean(s));
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body === undefined || isForm ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    throw new Error(MESSAGES.networkError, { cause: error });
  }
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; data?: T; errorMessage?: string | null; errorCode?: string } | null;
  if (response.ok && envelope?.success) return { ok: true, data: envelope.data as T };
  return { ok: false, status: response.status, errorMessage: envelope?.errorMessage || null, errorCode: envelope?.errorCode ?? null };
}

/** The message of a thrown value, or the fallback when it has none (application §8 "exception message, else …"). */
export function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
