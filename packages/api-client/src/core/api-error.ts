import type { EnvelopeResult } from "./envelope.ts";

// Kept apart from errors.ts: only the screens that want failures thrown load it.

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
