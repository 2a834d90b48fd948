import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { fail, MESSAGES } from "@utsav/domain";
import { HttpError } from "../lib/http-errors.ts";

// Every failure leaves as the envelope { success: false, data: null, errorMessage } with the right status and
// never a stack trace (application §7).

const PART_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "headers" };

function describeValidation(error: FastifyError): string {
  const context = PART_NAMES[error.validationContext ?? ""] ?? "request";
  const issues = (error.validation ?? []).slice(0, 3).map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
    return field ? `${field}: ${issue.message}` : (issue.message ?? "invalid value");
  });
  return `Invalid ${context}: ${issues.join("; ")}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = (error as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      const extra: { errorCode?: string; errorName?: string } = error.errorCode ? { errorCode: error.errorCode } : {};
      // Auth calls also name the error (application §7: "response may also carry errorCode, errorName").
      if (error.name === "AuthError" && error.errorCode) extra.errorName = error.errorCode.toLowerCase().replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
      return reply.code(error.statusCode).send(fail(error.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fail(describeValidation(error), { errorCode: "VALIDATION_FAILED" }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, "response did not match its schema");
      return reply.code(500).send(fail(MESSAGES.internalError, { errorCode: "INTERNAL" }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large and the like.
      const message = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError ? "Invalid request: the body is not valid JSON" : error.message;
      return reply.code(status).send(fail(message, { errorCode: error.code ?? "BAD_REQUEST" }));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(fail(MESSAGES.internalError, { errorCode: "INTERNAL" }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${request.url.split("?")[0]}`, { errorCode: "NOT_FOUND" }));
  });
}
