import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorEnvelopeSchema, fail, MESSAGES } from "@utsav/domain";
import { isDatabaseUnavailable } from "@utsav/db";
import { HttpError, ServiceUnavailableError } from "./http/http-errors.ts";
import { clientClosed } from "./request-log.ts";
import { validationMessage } from "./validation-message.ts";

// Every failure leaves as the envelope { success: false, data: null, errorMessage } with the right status and
// never a stack trace (application §7).

/** The innermost message of an error chain (Drizzle puts the driver's error in `cause`). */
function describeCause(error: unknown): string {
  let current = error as { message?: string; code?: string; cause?: unknown } | undefined;
  while (current?.cause && typeof current.cause === "object") current = current.cause;
  return [current?.code, current?.message].filter(Boolean).join(" ");
}

/** A disk or quota that is full (or read-only): the write failed as a whole, and the person may try again later. */
function isStorageFull(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === "ENOSPC" || current.code === "EDQUOT" || current.code === "EROFS") return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The parts of a request a route's schema may read, and where the parsed request holds each. */
const READ_PARTS = [
  ["params", (request: FastifyRequest) => request.params],
  ["querystring", (request: FastifyRequest) => request.query],
  ["body", (request: FastifyRequest) => request.body],
] as const;

/** True when a string anywhere in the value, a key included, holds the NUL character (walked without recursion). */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return true;
    } else if (Array.isArray(current)) {
      // By index: a deeply nested body is walked without a copy of each array.
      for (let i = 0; i < current.length; i++) pending.push(current[i]);
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes("\u0000")) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The router's own refusals (a path that is not valid percent-encoding, a path value over maxParamLength), in the
 * envelope. They happen before any route or hook, so only the Fastify option `frameworkErrors` reaches them.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "Invalid request: a path value is too long" : "Invalid request: the address is not valid";
  reply.code(error.statusCode ?? 400).send(fail(message, { errorCode: error.code ?? "BAD_REQUEST" }));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, such as a very long URL, or a
 * request that is not HTTP), in the envelope like every other answer, instead of Node's or Fastify's own bodies
 * (issue 36). The Fastify option `clientErrorHandler`; the connection is closed after the answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message, errorCode] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Invalid request: the address or headers are too long", "HEADERS_TOO_LARGE"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive", "REQUEST_TIMEOUT"]
        : [400, "Invalid request: the request is malformed", "BAD_REQUEST"];
  const body = JSON.stringify(fail(message, { errorCode }));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientClosed(reply) && (error.code === "ECONNRESET" || error.name === "AbortError")) {
      // What the client's leaving caused: its body cut short (Node's "aborted", whose ECONNRESET would pass for a
      // lost database connection) or the page render it cancelled. Not a fault: the request is logged once as closed
      // by the client (request-log.ts), and nobody reads this answer.
      return reply.code(499).send(fail("The client closed the request", { errorCode: "CLIENT_CLOSED_REQUEST" }));
    }
    let known: HttpError | null = error instanceof HttpError ? error : null;
    if (!known && isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts: a warning with the driver's reason, not a stack trace per request.
      request.log.warn({ reason: describeCause(error) }, "database unavailable");
      known = new ServiceUnavailableError();
    }
    if (!known && isStorageFull(error)) {
      // Nothing was kept (storage writes are atomic, uploads delete what they stored): an operator must free space.
      request.log.error({ reason: describeCause(error) }, "storage full");
      known = new ServiceUnavailableError("STORAGE_FULL");
    }
    if (known) {
      const retryAfter = (known as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      const extra: Parameters<typeof fail>[1] = known.errorCode ? { errorCode: known.errorCode } : {};
      if (retryAfter) {
        reply.header("retry-after", String(retryAfter));
        extra.retryAfterSeconds = retryAfter;
      }
      // Auth calls also name the error (application §7: "response may also carry errorCode, errorName").
      if (known.name === "AuthError" && known.errorCode)
        extra.errorName = known.errorCode.toLowerCase().replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
      return reply.code(known.statusCode).send(fail(known.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const field = error.validation[0]?.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return reply.code(400).send(
        fail(validationMessage(error.validation, error.validationContext), {
          errorCode: "VALIDATION_FAILED",
          ...(field ? { errorField: field } : {}),
        }),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, "response did not match its schema");
      return reply.code(500).send(fail(MESSAGES.internalError, { errorCode: "INTERNAL" }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large and the like.
      let message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "Invalid request: the body is not valid JSON"
          : error.message;
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        message = `Request body is too large: this call takes at most ${request.routeOptions.bodyLimit} bytes`;
      return reply.code(status).send(fail(message, { errorCode: error.code ?? "BAD_REQUEST" }));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(fail(MESSAGES.internalError, { errorCode: "INTERNAL" }));
  });

  // While the server drains on shutdown (server.ts), requests already running finish, and a request arriving on a
  // kept-alive connection is refused with 503 in the envelope; Fastify's own 503 on closing is off (app.ts) because
  // its body is not the envelope. Every answer sent meanwhile says Connection: close, so its connection ends with
  // it: Node's server.close() ends only the connections idle at that moment, and one whose request was running
  // would otherwise stay open after its answer until the keep-alive timeout (72 s), holding the drain past its
  // grace period.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Plain callbacks, not async functions: they run on every request, and mostly do nothing.
  app.addHook("onRequest", (_request, _reply, done) => {
    done(closing ? new ServiceUnavailableError("SHUTTING_DOWN") : undefined);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${request.url.split("?")[0]}`, { errorCode: "NOT_FOUND" }));
  });

  // PostgreSQL text cannot hold the NUL character, so a value with one failed in the database with a 500. No field
  // needs it: a request carrying one in a body, query or path the route reads is refused before validation (found
  // by the fuzz suite, test/fuzz.test.ts). The check is a hook of the routes that read one of those, first among
  // their own; a route that reads none (GET /api/health, the pages) runs no hook for it.
  app.addHook("onRoute", (route) => {
    const read = READ_PARTS.filter(([part]) => route.schema?.[part]).map(([, value]) => value);
    if (read.length === 0) return;
    const refuseNul: preValidationHookHandler = (request, _reply, done) => {
      const nul = read.some((value) => holdsNul(value(request)));
      done(nul ? new HttpError(400, "Invalid request: text must not contain the NUL character", "VALIDATION_FAILED") : undefined);
    };
    route.preValidation = [refuseNul, ...[route.preValidation ?? []].flat()];
  });

  // Every route declares the statuses this plugin answers on any route, so the OpenAPI document lists them and their
  // bodies are serialised like any other: 400 for input that is not valid (bad JSON, NUL, schema), 413 and 415 for a
  // body too large or of a type no parser reads.
  app.addHook("onRoute", (route) => {
    const schema = route.schema;
    const response = schema?.response as Record<string, unknown> | undefined;
    if (!schema || !response) return;
    const takesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
    if (takesBody || schema.body || schema.querystring || schema.params) response[400] ??= errorEnvelopeSchema;
    if (takesBody) {
      response[413] ??= errorEnvelopeSchema;
      response[415] ??= errorEnvelopeSchema;
    }
  });
}
