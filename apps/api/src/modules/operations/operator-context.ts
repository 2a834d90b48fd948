import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "../../platform/auth.ts";
import type { Operator } from "./vendor-review-service.ts";

/** The signed-in operator and the client's address, for the audit log. */
export function currentOperator(app: FastifyInstance, request: FastifyRequest): Promise<Operator> {
  return app.operators.operator(signedInUser(request), request.ip);
}

export { operatorErrors } from "../../platform/http/http-errors.ts";

/** Headers of a file that holds personal data: never cached, never sniffed, never run. */
export const PRIVATE_FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
} as const;
