import { errorEnvelopeSchema, MESSAGES } from "@utsav/domain";

/** An error the client caused or should know about: its message is safe to show and goes in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string) => new HttpError(404, message, "NOT_FOUND");
export const badRequest = (message: string) => new HttpError(400, message, "BAD_REQUEST");

/** Retry-After of a 503: a restarting PostgreSQL, or a restarting process behind a balancer, is back within seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database is away (stopped, restarting, unreachable or too slow): 503 with Retry-After, so clients and load
 * balancers try again shortly instead of treating it as a fault in the request (docs/decisions/0011).
 */
export class ServiceUnavailableError extends HttpError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(errorCode: "DATABASE_UNAVAILABLE" | "SHUTTING_DOWN" | "STORAGE_FULL" | "DATABASE_READ_ONLY" = "DATABASE_UNAVAILABLE") {
    super(503, MESSAGES.serviceUnavailable, errorCode);
  }
}

/** What a console route answers besides success (docs/decisions/0020): operators' sessions only, a body, an object, a state. */
export const operatorErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
