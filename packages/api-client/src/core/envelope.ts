import type { ApiRequest, ApiTransport } from "./transport.ts";

// spec: application §7, "All responses are read as success, data, errorMessage" (errors also carry errorCode).

/**
 * What a call answers: the data, or the status, errorMessage (null when the reply carried none), errorCode and, when
 * the server asked to wait (429), the seconds to wait.
 */
export type EnvelopeResult<T> =
  { ok: true; data: T } | { ok: false; status: number; errorMessage: string | null; errorCode: string | null; retryAfterSeconds?: number };

/** The data of a successful result, by the call that answers it: `ResultData<typeof getHome>`. */
export type ResultData<Call extends (...args: never[]) => Promise<EnvelopeResult<unknown>>> = Extract<
  Awaited<ReturnType<Call>>,
  { ok: true }
>["data"];

interface EnvelopeBody {
  success?: boolean;
  data?: unknown;
  errorMessage?: string | null;
  errorCode?: string;
  retryAfterSeconds?: number;
}

/** Reads a reply as the envelope: a success only with a 2xx status and success true; anything else is a failure. */
export function readEnvelope<T>(status: number, body: unknown): EnvelopeResult<T> {
  const envelope = typeof body === "object" && body !== null ? (body as EnvelopeBody) : null;
  if (status >= 200 && status < 300 && envelope?.success) return { ok: true, data: envelope.data as T };
  const failure = { ok: false as const, status, errorMessage: envelope?.errorMessage || null, errorCode: envelope?.errorCode ?? null };
  const wait = envelope?.retryAfterSeconds;
  return typeof wait === "number" && Number.isInteger(wait) && wait > 0 ? { ...failure, retryAfterSeconds: wait } : failure;
}

/**
 * Sends one call and reads its envelope. A reply that is not a success is returned, not thrown; only a failure to
 * reach the server (offline, time-out, aborted) throws, with the network message of application §8.
 */
export async function send<T>(api: ApiTransport, request: ApiRequest): Promise<EnvelopeResult<T>> {
  const { status, body } = await api(request);
  return readEnvelope<T>(status, body);
}
