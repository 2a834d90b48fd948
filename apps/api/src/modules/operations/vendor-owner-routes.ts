import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  ok,
  operatorVendorParamsSchema,
  vendorInviteRequestSchema,
  vendorOwnerInviteParamsSchema,
  vendorOwnerSchema,
} from "@utsav/domain";
import { RATE_LIMITS } from "../../platform/rate-limiter.ts";
import { currentOperator, operatorErrors } from "./operator-context.ts";
import type { VendorOwnerService } from "./vendor-owner-service.ts";

// Linking a business to its owner (docs/decisions/0033): an invitation to the owner's phone, and its revocation, each
// on the record. Who runs a business shows in the vendor's detail (GET /vendors/{id}, `owner`).

const ownerResponse = { 200: envelope(vendorOwnerSchema), ...operatorErrors };
/** The daily limits an invitation counts against (docs/decisions/0033). */
const { phone, vendor } = RATE_LIMITS.vendorInvite;

const vendorOwnerRoutes: FastifyPluginAsyncZod<{ owners: VendorOwnerService }> = async (app, { owners }) => {
  app.post(
    "/vendors/:id/owner-invites",
    {
      schema: {
        tags: ["operator"],
        summary: `Invite the owner's phone for a business with none (a catalogue vendor): signing in with it at /vendor/login links them (409 when the business has an owner or an invitation waiting, or the number runs another business; 429 past ${phone.max} invitations to a number or ${vendor.max} for a business a day)`,
        params: operatorVendorParamsSchema,
        body: vendorInviteRequestSchema,
        response: ownerResponse,
      },
    },
    async (request) => ok(await owners.invite(await currentOperator(app, request), request.params.id, request.body.phoneNumber)),
  );

  app.post(
    "/vendors/:id/owner-invites/:inviteId/revoke",
    {
      schema: {
        tags: ["operator"],
        summary: "Revoke the invitation to a business's owner while it waits (404 for another business's)",
        params: vendorOwnerInviteParamsSchema,
        response: ownerResponse,
      },
    },
    async (request) => ok(await owners.revoke(await currentOperator(app, request), request.params.id, request.params.inviteId)),
  );
};

export default vendorOwnerRoutes;
