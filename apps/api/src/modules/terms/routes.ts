import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  chosenLocalityBodySchema,
  chosenLocalitySchema,
  envelope,
  EVENT_DATE_COOKIE,
  errorEnvelopeSchema,
  findLocality,
  LOCALITY_COOKIE,
  localitySuggestionsQuerySchema,
  localitySuggestionsSchema,
  ok,
  serviceabilityQuerySchema,
  serviceabilitySchema,
  unservedQuerySchema,
  unservedSchema,
} from "@utsav/domain";
import type { Locality } from "@utsav/domain";
import { loadSession } from "../../platform/auth.ts";
import { required } from "../../platform/required.ts";

// Localities, serviceability and the consumer's chosen locality (docs/decisions/0022-vendor-terms-and-service-areas.md)
// and event date (0058).

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

  /** The profile's event date when signed in and chosen, else the cookie's; a day gone by is none. */
  const chosenDate = async (userId: string | null, request: FastifyRequest): Promise<string | null> => {
    const fromProfile = userId ? app.availability.chosenDate(await app.terms.eventDateOf(userId)) : null;
    return fromProfile ?? app.availability.chosenDate(request.cookies[EVENT_DATE_COOKIE]);
  };

  const keepInCookie = (reply: FastifyReply, name: string, value: string | null) => {
    const options = { path: "/", sameSite: "lax" as const, secure: app.config.isProduction, httpOnly: true };
    if (value) reply.setCookie(name, value, { ...options, maxAge: LOCALITY_COOKIE_SECONDS });
    else reply.clearCookie(name, options);
  };

  /** What GET and PUT /location answer: the locality and the date, and the offerings each leaves out. */
  const answer = async (locality: Locality | null, eventDate: string | null) => {
    const [chosen, unavailableOfferingIds] = await Promise.all([app.terms.chosen(locality), app.availability.notFreeOn(eventDate)]);
    return { ...chosen, eventDate, unavailableOfferingIds };
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
    "/public/localities/unserved",
    {
      schema: {
        tags: ["localities"],
        summary:
          '"Serves my area" without a session or cookie (the app signed out): the offerings on sale whose vendors do not serve a locality, a name or a pincode; an unknown locality is 400',
        querystring: unservedQuerySchema,
        response: { 200: envelope(unservedSchema), ...errors },
      },
    },
    async (request, reply) => {
      // The same for everyone until the catalogue changes: a browser may keep it briefly.
      reply.header("cache-control", "private, max-age=60");
      const { locality, unservedOfferingIds } = await app.terms.chosen(app.terms.locality(request.query.locality));
      return ok({ locality: required(locality, "the locality just found"), unservedOfferingIds });
    },
  );

  app.get(
    "/location",
    {
      schema: {
        tags: ["localities"],
        summary:
          "The consumer's chosen locality and event date: the profile's when signed in, else the cookies'; with the offerings each leaves out",
        response: { 200: envelope(chosenLocalitySchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const userId = await consumerOf(request);
      return ok(await answer(await chosenLocality(request), await chosenDate(userId, request)));
    },
  );

  app.put(
    "/location",
    {
      schema: {
        tags: ["localities"],
        summary:
          "Choose a locality by name or pincode, or an event date (null forgets either; one left out stays): kept in cookies, and in the profile when signed in",
        body: chosenLocalityBodySchema,
        response: { 200: envelope(chosenLocalitySchema), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await consumerOf(request);
      let locality: Locality | null;
      if (body.locality === undefined) locality = await chosenLocality(request);
      else {
        locality = body.locality === null ? null : app.terms.locality(body.locality);
        if (userId) await app.terms.setLocality(userId, locality);
        keepInCookie(reply, LOCALITY_COOKIE, locality?.name ?? null);
      }
      let eventDate: string | null;
      if (body.eventDate === undefined) eventDate = await chosenDate(userId, request);
      else {
        eventDate = app.availability.chosenDate(body.eventDate, true);
        if (userId) await app.terms.setEventDate(userId, eventDate);
        keepInCookie(reply, EVENT_DATE_COOKIE, eventDate);
      }
      reply.header("cache-control", "no-store");
      return ok(await answer(locality, eventDate));
    },
  );
};

export default termsRoutes;
