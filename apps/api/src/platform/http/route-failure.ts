import type { FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "@utsav/db";
import { HttpError } from "./http-errors.ts";

/**
 * Runs a handler's work so that an unexpected failure answers 500 with the call's own message from the error
 * catalogue (application §8, e.g. 'Failed to update gallery'), logged with its cause. Errors the client caused
 * (an HttpError, or a 4xx from Fastify or a plugin such as multipart) pass through unchanged, and so does a
 * database that is away, which the error handler answers with 503 and Retry-After like every other call.
 */
export async function failingWith<T>(request: FastifyRequest, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === "number" && status >= 400 && status < 500) || isDatabaseUnavailable(error))
      throw error;
    request.log.error({ err: error }, message);
    throw new HttpError(500, message, "INTERNAL");
  }
}
