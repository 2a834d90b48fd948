import { MESSAGES } from "@utsav/domain/client";

/**
 * What an account call answers: the data, or the server's errorMessage (null when the reply carried none, so each
 * screen can fall back to its own message of application §8).
 */
export type EnvelopeResult<T> = { ok: true; data: T } | { ok: false; status: number; errorMessage: string | null; errorCode: string | null };

interface SendOptions {
  method?: "GET" | "POST" | "PUT";
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** spec: application §9 time-outs (TIMEOUTS_MS). */
  timeoutMs: number;
}

/**
 * Calls the API from the browser with the session cookie (same origin) and reads the envelope (application §7).
 * A reply that is not a success is returned, not thrown; only a failure to reach the server (offline, time-out)
 * throws, with the network message of application §8, so "exception message, else …" reads well to the user.
 */
export async function sendEnvelope<T>(path: string, { method = "GET", body, timeoutMs }: SendOptions): Promise<EnvelopeResult<T>> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined || isForm ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
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
