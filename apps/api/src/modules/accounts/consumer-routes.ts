import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consumerProfileSchema, consumerUpdateSchema, envelope, errorEnvelopeSchema, ok } from "@utsav/domain";
import { restrictTo, signedInUser } from "../../platform/auth.ts";
import { required } from "../../platform/required.ts";
import type { UserRow } from "./account-repository.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

const toProfile = (user: UserRow) => ({
  user: { fullName: user.fullName, email: user.email, mobile: user.phone, profileImage: user.profileImage, companyName: user.companyName },
});

/** The signed-in consumer's own profile (application §7); nobody reaches another consumer's data. */
const consumerRoutes: FastifyPluginAsyncZod = async (app) => {
  restrictTo(app, "consumer");

  app.get(
    "/",
    {
      schema: {
        tags: ["consumer"],
        summary: "The signed-in consumer's profile",
        response: { 200: envelope(consumerProfileSchema), ...errors },
      },
    },
    async (request) => ok(toProfile(required(await app.accounts.userById(signedInUser(request)), "the account of a live session"))),
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
      return ok(toProfile(await app.accounts.updateUser(signedInUser(request), changes)));
    },
  );
};

export default consumerRoutes;
