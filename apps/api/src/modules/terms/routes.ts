import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  chosenLocalityBodySchema,
  chosenLocalitySchema,
  envelope,
  errorEnvelopeSchema,
  findLocality,
  localitySuggestionsQuerySchema,
  localitySuggestionsSchema,
  ok,
  serviceabilityQuerySchema,
  serviceabilitySchema,
} from "@utsav/domain";
import type { Locality } from "@utsav/domain";
import { loadSession } from "../../platform/auth.ts";
import { required } from "../../platform/required.ts";

// Localities, serviceability and the consumer's chosen locality (docs/decisions/0022-vendor-terms-and-service-areas.md).

/** The chosen locality's cookie: its gazetteer name, for a year; pages read it on the server. */
export const LOCALITY_COOKIE = "utsav_locality";
const LOCALITY_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in consumer's id, or null for anyone else. */
  const consumerOf = async (request: FastifyRequest) => {
    const session = await loadSession(app, request);
    return session?.userType === "consumer" ? session.userId : null;
  };

  /** The profile's locality when signed in and chosen, else the cookie's. */
  const chosenLocality = async (request: FastifyRequest): Promise<Locality | null> => {
    const userId = await consumerOf(request);
    const fromProfile = userId ? await app.terms.localityOf(userId) : null;
    const fromCookie = request.cookies[LOCALITY_COOKIE];
    return fromProfile ?? (fromCookie ? findLocality(fromCookie) : null);
  };

  const keepInCookie = (reply: FastifyReply, locality: Locality | null) => {
    const options = { path: "/", sameSite: "lax" as const, secure: app.config.isProduction, httpOnly: true };
    if (locality) reply.setCookie(LOCALITY_COOKIE, locality.name, { ...options, maxAge: LOCALITY_COOKIE_SECONDS });
    else reply.clearCookie(LOCALITY_COOKIE, options);
  };

  app.get(
    "/localities",
    {
      schema: {
        tags: ["localities"],
        summary:
          "Bengaluru localities matching a name or the start of a pincode, for the location popup and locality fields; match is the one the text names exactly (name, other spelling or pincode), else null",
        querystring: localitySuggestionsQuerySchema,
        response: { 200: envelope(localitySuggestionsSchema), ...errors },
      },
    },
    async (request) => ok(app.terms.suggestions(request.query.q)),
  );

  app.get(
    "/serviceability",
    {
      schema: {
        tags: ["localities"],
        summary: "Whether an offering's vendor serves a locality (a name or a pincode), how far it is and the vendor's radius",
        querystring: serviceabilityQuerySchema,
        response: { 200: envelope(serviceabilitySchema), ...errors },
      },
    },
    async (request) => {
      const { offeringId, locality, pincode } = request.query;
      const place = required(locality ?? pincode, "a locality or a pincode, which the query's schema requires");
      return ok(await app.terms.serviceability(offeringId, place));
    },
  );

  app.get(
    "/location",
    {
      schema: {
        tags: ["localities"],
        summary: "The consumer's chosen locality: the profile's when signed in, else the cookie's",
        response: { 200: envelope(chosenLocalitySchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await app.terms.chosen(await chosenLocality(request)));
    },
  );

  app.put(
    "/location",
    {
      schema: {
        tags: ["localities"],
        summary: "Choose a locality by name or pincode (null to forget it): kept in a cookie, and in the profile when signed in",
        body: chosenLocalityBodySchema,
        response: { 200: envelope(chosenLocalitySchema), ...errors },
      },
    },
    async (request, reply) => {
      const locality = request.body.locality === null ? null : app.terms.locality(request.body.locality);
      const userId = await consumerOf(request);
      if (userId) await app.terms.setLocality(userId, locality);
      keepInCookie(reply, locality);
      reply.header("cache-control", "no-store");
      return ok(await app.terms.chosen(locality));
    },
  );
};

export default termsRoutes;
