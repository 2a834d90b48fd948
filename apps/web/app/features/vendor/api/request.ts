import { sendEnvelope } from "../../../lib/api-client";
import type { SendOptions } from "../../../lib/api-client";

/** A reply that was not a success: the server's message (or the screen's fallback), its status and errorCode. */
export class VendorApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null,
  ) {
    super(message);
    this.name = "VendorApiError";
  }
}

/**
 * Sends a call and returns its data; anything else throws, so TanStack Query sees it as an error. The message is
 * the server's errorMessage, else `fallback`; a failure to reach the server throws the network message of
 * application §8 (lib/api-client).
 */
export async function request<T>(path: string, fallback: string, options: SendOptions = {}): Promise<T> {
  const result = await sendEnvelope<T>(path, options);
  if (result.ok) return result.data;
  throw new VendorApiError(result.errorMessage ?? fallback, result.status, result.errorCode);
}

export const isNotFound = (error: unknown) => error instanceof VendorApiError && error.status === 404;
