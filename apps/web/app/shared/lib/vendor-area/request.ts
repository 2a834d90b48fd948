import { ApiError, dataOrThrow } from "@utsav/api-client/core/api-error";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";

/** A reply that was not a success: the server's message (or the screen's fallback), its status and errorCode. */
export { ApiError as VendorApiError };

/**
 * The data of a call; anything else throws, so TanStack Query sees it as an error. The message is the server's
 * errorMessage, else `fallback`; a failure to reach the server throws the network message of application §8.
 */
export function request<T>(result: Promise<EnvelopeResult<T>>, fallback: string): Promise<T> {
  return dataOrThrow(result, fallback);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
