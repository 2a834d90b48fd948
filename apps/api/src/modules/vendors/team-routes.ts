import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, vendorInviteRequestSchema, vendorTeamParamsSchema, vendorTeamSchema } from "@utsav/domain";
import { RATE_LIMITS } from "../../platform/rate-limiter.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorTeamService } from "./team-service.ts";

// The business's team (docs/decisions/0033): everyone in it reads it; only the owner changes it (403 for a member).

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const answer = { 200: envelope(vendorTeamSchema), ...errors };
/** The daily limits an invitation counts against (docs/decisions/0033). */
const { phone, vendor } = RATE_LIMITS.vendorInvite;

const teamRoutes: FastifyPluginAsyncZod<{ team: VendorTeamService }> = async (app, { team }) => {
  app.get(
    "/team",
    {
      schema: {
        tags: ["vendor"],
        summary: "The people who run the business and the invitations waiting; a member sees the others' numbers masked",
        response: answer,
      },
    },
    async (request) => ok(await team.view(await currentVendor(app, request))),
  );

  app.post(
    "/team/invites",
    {
      schema: {
        tags: ["vendor"],
        summary: `Invite a phone to the team (owner only): it is sent an SMS and joins when it signs in as a vendor (409 when it is in a business already, invited, or the team is full; 429 past ${phone.max} invitations to a number or ${vendor.max} from a business a day)`,
        body: vendorInviteRequestSchema,
        response: answer,
      },
    },
    async (request) => ok(await team.invite(await currentVendor(app, request), request.body.phoneNumber)),
  );

  app.post(
    "/team/invites/:id/revoke",
    {
      schema: {
        tags: ["vendor"],
        summary: "Revoke an invitation still waiting (owner only; 404 for another business's)",
        params: vendorTeamParamsSchema,
        response: answer,
      },
    },
    async (request) => ok(await team.revoke(await currentVendor(app, request), request.params.id)),
  );

  app.post(
    "/team/members/:id/remove",
    {
      schema: {
        tags: ["vendor"],
        summary: "Remove a member (owner only): every session of theirs ends at once; the owner is never removed (409)",
        params: vendorTeamParamsSchema,
        response: answer,
      },
    },
    async (request) => ok(await team.remove(await currentVendor(app, request), request.params.id)),
  );
};

export default teamRoutes;
