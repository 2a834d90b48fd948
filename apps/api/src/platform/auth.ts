import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UserType } from "@utsav/domain";
import { errorEnvelopeSchema, fail } from "@utsav/domain";
import { AUTH_MESSAGES, AuthError } from "./sessions.ts";
import type { SessionInfo, SessionLookup } from "./sessions.ts";
import type { VendorMembership } from "./vendor-context.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves a token to its live session; decorated by the accounts module (modules/accounts). */
    sessions: SessionLookup;
    /**
     * The business a vendor account acts for and its role there (owner or member), 409 until it has onboarded or
     * joined one; decorated by the vendors module.
     */
    vendorOf: (userId: string) => Promise<VendorMembership>;
  }
  interface FastifyRequest {
    /** The signed-in session, or null; resolved by loadSession (route folders that need it call it). */
    session: SessionInfo | null;
    sessionToken: string | null;
    /** True when the token came from the session cookie (as opposed to an Authorization header). */
    sessionFromCookie: boolean;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS (RFC 6265bis).
  return secure ? "__Host-utsav_session" : "utsav_session";
}

/**
 * Sessions for the web (an HttpOnly, SameSite=Lax cookie, Secure in production) and for native clients (a bearer
 * token), and the cross-site request check: a state-changing request whose Origin (or Referer) is another site is
 * refused, and one authenticated by the cookie must show its origin.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  const cookieName = sessionCookieName(app.config.isProduction);
  app.decorateRequest("session", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("sessionFromCookie", false);

  // Any state-changing route may answer the cross-site 403 below, so each declares it (OpenAPI document, serializer).
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && [route.method].flat().some((method) => UNSAFE.has(method))) response[403] ??= errorEnvelopeSchema;
  });

  // A plain callback, not an async function: it runs on every request. An answer given here ends the request.
  app.addHook("onRequest", (request, reply, done) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const fromCookie = request.cookies[cookieName];
    request.sessionToken = bearer ?? fromCookie ?? null;
    request.sessionFromCookie = !bearer && Boolean(fromCookie);

    if (!UNSAFE.has(request.method)) return done();
    const source = request.headers.origin ?? request.headers.referer;
    const host = request.headers.host;
    let sameSite = !request.sessionFromCookie;
    if (source) {
      try {
        const from = new URL(source);
        // Compare as URLs so a default port written out ("host:80") still matches. The configured public
        // address counts too, for a proxy in front that rewrites Host.
        sameSite = from.origin === app.config.publicOrigin || (Boolean(host) && from.host === new URL(`${from.protocol}//${host}`).host);
      } catch {
        sameSite = false;
      }
    }
    if (!sameSite) {
      reply.code(403).send(fail("Cross-site requests are not allowed", { errorCode: "CROSS_SITE" }));
      return;
    }
    done();
  });
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookieName(app.config.isProduction), token, {
    httpOnly: true,
    secure: app.config.isProduction,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(app.config.isProduction), {
    path: "/",
    httpOnly: true,
    secure: app.config.isProduction,
    sameSite: "lax",
  });
}

/** Resolves the request's session from the database (once per request). */
export async function loadSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionInfo | null> {
  if (!request.session && request.sessionToken) request.session = await app.sessions.session(request.sessionToken);
  return request.session;
}

/** An onRequest hook for a folder of routes: a live session of this user type, else 401 (signed out) or 403, before any body is read. */
export function requireUser(app: FastifyInstance, userType: UserType) {
  return async (request: FastifyRequest) => {
    const session = await loadSession(app, request);
    if (!session) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
    if (session.userType !== userType) throw new AuthError(403, AUTH_MESSAGES.forbidden, "FORBIDDEN");
  };
}

/**
 * Makes a folder of routes one user type's area: a live session of that type before any body is read, and answers
 * that no cache keeps. Each module calls it once per area it serves (the consumer's, the vendor's, the operators').
 */
export function restrictTo(app: FastifyInstance, userType: UserType): void {
  app.addHook("onRequest", requireUser(app, userType));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}

/** The signed-in user's id, in an area restrictTo guards (its hook has resolved the session). */
export function signedInUser(request: FastifyRequest): string {
  if (!request.session) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
  return request.session.userId;
}
