import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  logoutEverywhereResponseSchema,
  logoutResponseSchema,
  MESSAGES,
  ok,
  otpGenerateRequestSchema,
  otpGenerateResponseSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  sessionStateSchema,
  userTypeParamsSchema,
} from "@utsav/domain";
import { isDatabaseUnavailable } from "@utsav/db";
import { clearSessionCookie, loadSession, setSessionCookie } from "../../platform/auth.ts";
import { AUTH_MESSAGES, AuthError } from "../../platform/sessions.ts";
import type { AuthService } from "./auth-service.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Phone one-time-code sign-in for consumers and vendors (application §7). */
const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    "/:userType/otp/generate",
    {
      schema: {
        tags: ["auth"],
        summary: "Send a 6-digit sign-in code by SMS (resend after 90 s, 10 a day per number)",
        params: userTypeParamsSchema,
        body: otpGenerateRequestSchema,
        response: { 200: envelope(otpGenerateResponseSchema), ...errors },
      },
    },
    async (request) => {
      try {
        return ok(await auth.generate(request.params.userType, request.body.phoneNumber, request.ip));
      } catch (error) {
        if (error instanceof AuthError || isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, "sign-in code could not be sent");
        throw new AuthError(502, MESSAGES.otpGenerateFailed, "OTP_SEND_FAILED");
      }
    },
  );

  app.post(
    "/:userType/otp/verify",
    {
      schema: {
        tags: ["auth"],
        summary: "Check a sign-in code; starts a session (cookie, or a bearer token with x-session-transport: bearer)",
        params: userTypeParamsSchema,
        body: otpVerifyRequestSchema,
        response: { 200: envelope(otpVerifyResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { userType } = request.params;
      const { user, isNewUser } = await auth.verify(userType, request.body.phoneNumber, request.body.otp, request.ip);
      // Rotated at sign-in: any session this client had is revoked and a new token is issued.
      const { token, maxAgeSeconds } = await auth.startSession(user, request.sessionToken ?? undefined);
      if (request.headers["x-session-transport"] === "bearer") return ok({ userId: user.id, isNewUser, token });
      setSessionCookie(app, reply, token, maxAgeSeconds);
      return ok({ userId: user.id, isNewUser });
    },
  );

  app.post(
    "/:userType/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "End the session",
        params: userTypeParamsSchema,
        response: { 200: envelope(logoutResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      try {
        if (request.sessionToken) await auth.endSession(request.sessionToken);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, "logout failed");
        throw new AuthError(500, MESSAGES.logoutFailed, "LOGOUT_FAILED");
      }
      clearSessionCookie(app, reply);
      return ok({ loggedOut: true as const });
    },
  );

  app.post(
    "/:userType/logout-everywhere",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out on every device: ends every session of the signed-in user (OWASP ASVS 5.0 §7.4)",
        params: userTypeParamsSchema,
        response: { 200: envelope(logoutEverywhereResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const session = await loadSession(app, request);
      if (!session) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
      if (session.userType !== request.params.userType) throw new AuthError(403, AUTH_MESSAGES.forbidden, "FORBIDDEN");
      const sessionsEnded = await auth.endEverySession(session.userId);
      clearSessionCookie(app, reply);
      return ok({ loggedOut: true as const, sessionsEnded });
    },
  );

  app.get(
    "/session",
    { schema: { tags: ["auth"], summary: "Who is signed in on this client", response: { 200: envelope(sessionStateSchema) } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await loadSession(app, request);
      if (!session) return ok({ isAuthenticated: false, userId: null, userType: null, isNewUser: false });
      const user = await app.accounts.userById(session.userId);
      return ok({ isAuthenticated: true, userId: session.userId, userType: session.userType, isNewUser: !user?.fullName });
    },
  );
};

export default authRoutes;
