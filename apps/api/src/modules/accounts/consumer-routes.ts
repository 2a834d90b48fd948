import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  callLeadRequestSchema,
  callLeadResponseSchema,
  consumerProfileSchema,
  consumerUpdateSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
} from "@utsav/domain";
import { requireUser } from "../../platform/auth.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { UserRow } from "./account-repository.ts";
import consumerBookingRoutes from "../bookings/consumer-routes.ts";
import consumerBriefRoutes from "../briefs/consumer-routes.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

const toProfile = (user: UserRow) => ({
  user: { fullName: user.fullName, email: user.email, mobile: user.phone, profileImage: user.profileImage, companyName: user.companyName },
});

/** The signed-in consumer's own profile (application §7); nobody reaches another consumer's data. */
const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser(app, "consumer"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/",
    {
      schema: {
        tags: ["consumer"],
        summary: "The signed-in consumer's profile",
        response: { 200: envelope(consumerProfileSchema), ...errors },
      },
    },
    async (request) => ok(toProfile((await app.accounts.userById(request.session!.userId))!)),
  );

  app.put(
    "/",
    {
      schema: {
        tags: ["consumer"],
        summary: "Onboarding (fullName, companyName) and profile save (fullName, email, profileImage, companyName)",
        body: consumerUpdateSchema,
        response: { 200: envelope(consumerProfileSchema), ...errors },
      },
    },
    async (request) => {
      const { fullName, companyName, email, profileImage } = request.body;
      const changes: Parameters<typeof app.accounts.updateUser>[1] = { fullName, companyName };
      if (email !== undefined) changes.email = email;
      if (profileImage !== undefined) changes.profileImage = profileImage;
      return ok(toProfile(await app.accounts.updateUser(request.session!.userId, changes)));
    },
  );

  app.post(
    "/call-lead",
    {
      onRequest: rateLimited(app, "callLead"),
      schema: {
        tags: ["consumer"],
        summary: "Reveal a vendor's number for an offering; records a lead (once per offering a day, 30 a day)",
        body: callLeadRequestSchema,
        response: { 200: envelope(callLeadResponseSchema), ...errors, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      return ok(await app.callLeads.reveal(request.session!.userId, request.body.offeringId, request.log));
    },
  );

  await app.register(consumerBookingRoutes);
  await app.register(consumerBriefRoutes);
};

export default consumerRoutes;
