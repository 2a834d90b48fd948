import { MESSAGES } from "@utsav/domain/client";
import type { EnvelopeResult } from "./envelope.ts";

/**
 * The server could not be reached: offline, timed out or aborted. Its message is the network message of
 * application §8, so "exception message, else …" reads well; the cause says what happened.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.networkError, { cause });
    this.name = "NetworkError";
  }
}

/** A reply that was not a success, thrown: the server's message (or the screen's fallback), its status and errorCode. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The data of a result, or an ApiError with the server's errorMessage, else `fallback`: for callers that want a
 * failure thrown (a query library sees it as an error).
 */
export async function dataOrThrow<T>(result: EnvelopeResult<T> | Promise<EnvelopeResult<T>>, fallback: string): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new ApiError(settled.errorMessage ?? fallback, settled.status, settled.errorCode);
}

/** The message of a thrown value, or the fallback when it has none (application §8 "exception message, else …"). */
export function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
