import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "../../platform/auth.ts";
import type { AuditActor } from "../../platform/audit-repository.ts";

// What the payments module's console routes share (the payments console, the review of payout accounts): the operator
// acting, for the audit log, as the operations module reads them (its currentOperator).

/** The signed-in operator and the client's address (the operations module's `operators`). */
export function consoleOperator(app: FastifyInstance, request: FastifyRequest): Promise<AuditActor> {
  return app.operators.operator(signedInUser(request), request.ip);
}
