import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  accountExportFileName,
  envelope,
  errorEnvelopeSchema,
  indianDate,
  ok,
} from "@utsav/domain";
import { clearSessionCookie, signedInUser } from "../../platform/auth.ts";
import { AuthError, AUTH_MESSAGES } from "../../platform/sessions.ts";
import type { ErasureService } from "./erasure-service.ts";

// What the consumer's and the vendor's areas share (consumer-routes.ts, vendor-routes.ts; docs/decisions/0031).
// Both calls are POST: the export changes nothing but carries the person's data, so it gets the cross-site check
// (platform/auth.ts), and no link, prefetch or cache can trigger or keep it; a GET never changes anything.

/** A folder of routes typed by its zod schemas. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const signedInErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The signed-in user and the session this request came with (marked "current" in the export). */
export function sessionOf(request: FastifyRequest): { userId: string; sessionId: string } {
  const userId = signedInUser(request);
  if (!request.session) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
  return { userId, sessionId: request.session.sessionId };
}

/** A download, not a page: saved under its dated name (restrictTo makes it no-store: OWASP ASVS 5.0 14.3.2). */
export function asDownload(reply: FastifyReply): void {
  reply.header("content-disposition", `attachment; filename="${accountExportFileName(indianDate())}"`);
}

/** POST /account/delete in an area whose folder is restricted to `userType`. */
export function deletionRoute(app: ZodApp, userType: "consumer" | "vendor", erasures: ErasureService): void {
  app.post(
    "/account/delete",
    {
      schema: {
        tags: [userType],
        summary: `Delete my account (body { confirm: "DELETE" }): signs out everywhere, deletes or empties the personal data at once, and answers what is kept, why and until when; 409 while ${userType === "vendor" ? "bookings, requests or quotes are" : "bookings are"} open`,
        body: accountDeletionRequestSchema,
        response: { 200: envelope(accountDeletionResponseSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const deletion = await erasures.erase(signedInUser(request), userType, request.body.confirm);
      clearSessionCookie(app, reply);
      // The browser forgets what it kept of the account (OWASP ASVS 5.0 14.3.1); the app clears its own.
      reply.header("clear-site-data", '"cache", "cookies", "storage"');
      return ok(deletion);
    },
  );
}
