import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, waitlistJoinedSchema, waitlistUserSchema, waitlistVendorSchema } from "@utsav/domain";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { WaitlistRepository } from "./waitlist-repository.ts";

/**
 * The launch waitlists (application §1, §7). The answer is the same for a new and a known address or number, so
 * the endpoints do not reveal who has joined; a join never changes an entry already there, so no one can rewrite
 * another business's entry (docs/decisions/0016). Rate-limited per client, per signed-in user and, for vendors, per
 * phone number.
 */
const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistRepository }> = async (app, { waitlist }) => {
  const responses = { 200: envelope(waitlistJoinedSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.post(
    "/waitlist/join-user",
    {
      onRequest: rateLimited(app, "waitlistUser"),
      schema: {
        tags: ["waitlist"],
        summary: "Join the consumer waitlist (hero notify-me box)",
        body: waitlistUserSchema,
        response: responses,
      },
    },
    async (request) => {
      await waitlist.addUser(request.body.email);
      return ok({ joined: true as const });
    },
  );

  app.post(
    "/waitlist/join-vendor",
    {
      onRequest: rateLimited(app, "waitlistVendor"),
      schema: {
        tags: ["waitlist"],
        summary: "Join the vendor waitlist (a repeated join keeps the first entry)",
        body: waitlistVendorSchema,
        response: responses,
      },
    },
    async (request) => {
      const { businessName, contactName, phoneNumber, email, category, city } = request.body;
      await app.rateLimiter.count("waitlistVendor", { phones: [phoneNumber] });
      await waitlist.addVendor({ phone: phoneNumber, businessName, contactName, email: email ?? null, category, city });
      return ok({ joined: true as const });
    },
  );
};

export default waitlistRoutes;
