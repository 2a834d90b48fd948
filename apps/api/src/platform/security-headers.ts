import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

// Response headers for every answer of this server (the production-readiness issue; decision 0010).

declare module "fastify" {
  interface FastifyRequest {
    /** A fresh random value per request; every inline script of a server-rendered page carries it. */
    cspNonce: string;
  }
}

export interface SecurityHeaderOptions {
  /** HTTPS only: HSTS and upgrade-insecure-requests. */
  production: boolean;
  /** The Vite dev server (WEB=dev) talks to the page over a WebSocket for hot reload. */
  devServer: boolean;
}

/**
 * Razorpay Checkout (docs/decisions/0050): the checkout page loads its script when the shopper presses Pay, and it
 * opens Razorpay's frame, which talks to Razorpay's API. On every page, since a page reached by a link inside the app
 * keeps the policy of the document it was first loaded in.
 */
export const RAZORPAY_CHECKOUT_ORIGIN = "https://checkout.razorpay.com";
export const RAZORPAY_API_ORIGIN = "https://api.razorpay.com";

/** The policy a page runs under: scripts only from this origin and only inline ones carrying the request's nonce. */
export function pagePolicy(nonce: string, { production, devServer }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    // No 'strict-dynamic': every script is served from this origin, and React Router adds modulepreload links on
    // the client after hydration, where the nonce is (rightly) unknown; 'self' admits those. Razorpay's checkout
    // script is the one other.
    `script-src 'self' 'nonce-${nonce}' ${RAZORPAY_CHECKOUT_ORIGIN}`,
    `frame-src 'self' ${RAZORPAY_CHECKOUT_ORIGIN} ${RAZORPAY_API_ORIGIN}`,
    // Styles may be inline: React renders style="" attributes, and the drawer (vaul) and the dialogs' scroll lock
    // insert <style> elements at run time without a nonce. Scripts, the injection that matters, stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    `${devServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'"} ${RAZORPAY_API_ORIGIN}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** JSON, files and anything else that is not a page: nothing may load, nothing may frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Personal data is never stored by a browser or a shared cache (ASVS 5.0 §14.3). */
const PERSONAL_API = /^\/api\/(auth|consumer|upload|vendor|operator|dev|public\/booking)(\/|\?|$)/;

const HSTS = "max-age=31536000; includeSubDomains";
const NONCE = Symbol("cspNonce");

/** A new CSP nonce: 16 random bytes, base64 (a page's, and a kept page's own, platform/page-cache.ts). */
export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  // Made when first read, by a page (its scripts and the policy naming them): JSON answers need none.
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= newCspNonce());
    },
  });

  // Hooks on every answer are plain callbacks, not async functions: no promise for each request.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-content-type-options", "nosniff");
    // A page that chose a stricter one (the app's one-time link, docs/decisions/0072: no-referrer) keeps it.
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    // A route that chose its own (an identity document, which the operations console frames) keeps it.
    if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
    if (options.production) reply.header("strict-transport-security", HSTS);
    // A route that chose its own policy (uploaded files) keeps it.
    if (!reply.hasHeader("content-security-policy") && !reply.raw.hasHeader("content-security-policy")) {
      const type = String(reply.getHeader("content-type") ?? "");
      reply.header("content-security-policy", type.startsWith("text/html") ? pagePolicy(request.cspNonce, options) : NON_PAGE_POLICY);
    }
    if (PERSONAL_API.test(request.url)) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
