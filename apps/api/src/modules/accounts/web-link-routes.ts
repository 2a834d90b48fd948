import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  vendorWebLinkRedeemedSchema,
  vendorWebLinkRedeemSchema,
  vendorWebLinkRequestSchema,
  vendorWebLinkSchema,
} from "@utsav/domain";
import { requireUser, setSessionCookie, signedInUser } from "../../platform/auth.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { VendorWebLinks } from "./web-link-service.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * The web's vendor pages opened from the app signed in (docs/decisions/0072): the app mints a one-time link with its
 * bearer session; the site's /vendor/continue page redeems the code, which starts a cookie session as a sign-in does.
 */
const webLinkRoutes: FastifyPluginAsyncZod<{ webLinks: VendorWebLinks }> = async (app, { webLinks }) => {
  app.post(
    "/vendor/web-link",
    {
      onRequest: [requireUser(app, "vendor"), rateLimited(app, "vendorWebLink")],
      schema: {
        tags: ["auth"],
        summary: "A one-time link (60 s) that opens a page of the web's vendor area signed in as this vendor",
        body: vendorWebLinkRequestSchema,
        response: { 200: envelope(vendorWebLinkSchema), ...errors },
      },
    },
    async (request) => ok(await webLinks.mint(signedInUser(request), request.body.next)),
  );

  app.post(
    "/vendor/web-link/redeem",
    {
      onRequest: rateLimited(app, "vendorWebLinkRedeem"),
      schema: {
        tags: ["auth"],
        summary:
          "Use a one-time link's code (once): starts a new vendor session (cookie) and answers the page to open; 410 when used or expired",
        body: vendorWebLinkRedeemSchema,
        response: { 200: envelope(vendorWebLinkRedeemedSchema), 410: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { next, token, maxAgeSeconds } = await webLinks.redeem(request.body.code, request.sessionToken ?? undefined);
      setSessionCookie(app, reply, token, maxAgeSeconds);
      return ok({ next });
    },
  );
};

export default webLinkRoutes;
