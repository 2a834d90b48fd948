import { MESSAGES } from "@utsav/domain/shared/messages";

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

/** The message of a thrown value, or the fallback when it has none (application §8 "exception message, else …"). */
export function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
