import { z } from "zod";
import { offeringIdSchema } from "../catalogue/schemas.ts";
import { AVAILABILITY_MESSAGES } from "../availability/rules.ts";
import { isIsoDate } from "../shared/dates.ts";

// Vendor terms and service areas (docs/decisions/0022): the gazetteer's localities, serviceability, the consumer's
// chosen locality, and the terms an offering page shows.

/** A locality as a consumer types it: a name from the gazetteer, another spelling, or a pincode. */
export const localityTextSchema = z.string().trim().min(1, "Please choose a locality").max(80, "Please choose a locality");

export const localitySchema = z.object({
  name: z.string(),
  pincodes: z.array(z.string()),
  lat: z.number(),
  lon: z.number(),
});
export type LocalityData = z.infer<typeof localitySchema>;

export const localitySuggestionsQuerySchema = z.object({ q: z.string().max(80).default("") });
export const localitySuggestionsSchema = z.object({
  localities: z.array(localitySchema),
  /**
   * The locality the text names exactly (its name, another spelling or a pincode), or null: what a field that takes
   * only the gazetteer's localities keeps (docs/decisions/0036). Always sent; optional only for clients built before it.
   */
  match: localitySchema.nullable().optional(),
});

export const serviceabilityQuerySchema = z
  .object({
    offeringId: offeringIdSchema,
    locality: localityTextSchema.optional(),
    pincode: z
      .string()
      .max(6, "A pincode has six digits")
      .regex(/^\d{6}$/, "A pincode has six digits")
      .optional(),
  })
  .refine((q) => q.locality !== undefined || q.pincode !== undefined, "Give a locality or a pincode");

export const serviceabilitySchema = z.object({
  serves: z.boolean(),
  distanceKm: z.number().nullable(),
  baseLocality: z.string().nullable(),
  radiusKm: z.number().nullable(),
  /** The locality asked about, as the gazetteer names it. */
  locality: z.string(),
  /** "Serves {locality}", or "Doesn't serve {locality}: {x} km away, serves within {r} km of {base}". */
  line: z.string(),
});
export type ServiceabilityAnswer = z.infer<typeof serviceabilitySchema>;

/** An event date as a shopper chooses it for "Free on my date": YYYY-MM-DD (decision 0058). */
export const chosenEventDateSchema = z
  .string({ error: AVAILABILITY_MESSAGES.dateInvalid })
  .trim()
  .max(10, AVAILABILITY_MESSAGES.dateInvalid)
  .refine((v) => isIsoDate(v), AVAILABILITY_MESSAGES.dateInvalid);

/**
 * The consumer's chosen locality and event date: kept in cookies, and in the profile when signed in. Either may be
 * sent alone (the other stays as it is); null forgets it.
 */
export const chosenLocalityBodySchema = z
  .object({ locality: localityTextSchema.nullable().optional(), eventDate: chosenEventDateSchema.nullable().optional() })
  .strict()
  .refine((body) => body.locality !== undefined || body.eventDate !== undefined, "Give a locality or an event date");
export const chosenLocalitySchema = z.object({
  locality: localitySchema.nullable(),
  /** The offerings on sale whose vendors do not serve the chosen locality: cards show it quietly, lists can leave them out. */
  unservedOfferingIds: z.array(z.string()),
  /** The event date chosen (YYYY-MM-DD, today or later), or null; a date gone by is forgotten. */
  eventDate: z.string().nullable(),
  /** The offerings on sale whose vendors cannot take that date (blocked, or full): lists can leave them out. */
  unavailableOfferingIds: z.array(z.string()),
});

/** GET /api/public/localities/unserved (no sign-in, docs/decisions/0069): the locality asked about. */
export const unservedQuerySchema = z.object({ locality: localityTextSchema });
/** The offerings whose vendors do not serve a locality, for a client that keeps its own choice (the app signed out). */
export const unservedSchema = z.object({
  locality: localitySchema,
  unservedOfferingIds: z.array(z.string()),
});
export type UnservedAnswer = z.infer<typeof unservedSchema>;

/** What the booking form adds to the offering's own fields: the event date and the address's locality. */
export const bookingTermsFieldsSchema = {
  eventDate: z
    .string()
    .max(10, "Please choose the event date")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose the event date")
    .optional(),
  locality: localityTextSchema.optional(),
};
