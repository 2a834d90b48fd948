import type { FastifyBaseLogger } from "fastify";

/** An error as a log line may carry it: addresses and numbers a server quoted back are blanked (decision 0010). */
export function redactedError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/\S+@\S+/g, "<address>")
    .replace(/\+?\d[\d -]{7,}\d/g, "<number>")
    .slice(0, 300);
}

/** A gateway's answer that is not a success; `retriable` when asking again may succeed (5xx, throttling). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}

export interface RetryOptions {
  /** Tries after the first (default 2), 200 ms, then 400 ms, … apart. */
  retries?: number;
  /** Each try's time limit (default 5 s), handed to `send` as its abort signal. */
  timeoutMs?: number;
  log: FastifyBaseLogger;
  /** The log message of a failed try, and the error thrown when none was caught. */
  failure: string;
}

/**
 * One message to a third-party gateway (SMS, WhatsApp), tried again with backoff on network errors, timeouts and
 * retriable GatewayErrors; any other refusal is final. Each failed try is logged with the numbers and addresses in
 * its error redacted. Throws the last error: the notification worker tries the message again later.
 */
export async function sendWithRetries(send: (signal: AbortSignal) => Promise<void>, options: RetryOptions): Promise<void> {
  const attempts = (options.retries ?? 2) + 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await send(AbortSignal.timeout(options.timeoutMs ?? 5000));
      return;
    } catch (error) {
      lastError = error;
      const retriable = !(error instanceof GatewayError) || error.retriable;
      options.log.warn({ attempt, retriable, err: redactedError(error) }, options.failure);
      if (!retriable || attempt === attempts) break;
      await new Promise((r) => setTimeout(r, 200 * 2 ** (attempt - 1)));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(options.failure);
}
