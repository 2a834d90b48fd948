import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, waitlistJoinedSchema, waitlistUserSchema, waitlistVendorSchema } from "@utsav/domain";
import { WaitlistRepository } from "../../repositories/waitlist-repository.ts";

/**
 * The launch waitlists (application §1, §7). The answer is the same for a new and a known address or number, so
 * the endpoints do not reveal who has joined.
 */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new WaitlistRepository(app.database.db);
  const responses = { 200: envelope(waitlistJoinedSchema), 400: errorEnvelopeSchema };

  app.post(
    "/waitlist/join-user",
    { schema: { tags: ["waitlist"], summary: "Join the consumer waitlist (hero notify-me box)", body: waitlistUserSchema, response: responses } },
    async (request) => {
      await repository.addUser(request.body.email);
      return ok({ joined: true as const });
    },
  );

  app.post(
    "/waitlist/join-vendor",
    { schema: { tags: ["waitlist"], summary: "Join the vendor waitlist", body: waitlistVendorSchema, response: responses } },
    async (request) => {
      const { businessName, contactName, phoneNumber, email, category, city } = request.body;
      await repository.addVendor({ phone: phoneNumber, businessName, contactName, email: email ?? null, category, city });
      return ok({ joined: true as const });
    },
  );
};

export default waitlistRoutes;
