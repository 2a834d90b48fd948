import { z } from "zod";

// The terms an offering page shows (docs/decisions/0022); kept apart from schemas.ts so the offering's own
// schema can carry them without importing back.

const refundStepSchema = z.object({ hoursBefore: z.number().int().min(0), percent: z.number().int().min(0).max(100) });
export const refundScheduleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("before_event"), steps: z.array(refundStepSchema).readonly() }),
  z.object({ kind: z.literal("after_booking"), withinHours: z.number().int().min(0), percent: z.number().int().min(0).max(100) }),
  z.object({ kind: z.literal("none") }),
]);

/** The localities a vendor names besides its radius or the city limits (docs/decisions/0036). */
const namedAreasSchema = z.array(z.string()).readonly().optional();

export const serviceAreaSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("radius"), baseLocality: z.string(), radiusKm: z.number(), areas: namedAreasSchema }),
  z.object({ kind: z.literal("city"), areas: namedAreasSchema }),
  z.object({ kind: z.literal("india"), baseLocality: z.string().nullable() }),
]);

/** The terms of an offering's vendor for its category, as the offering page shows them. */
export const offeringTermsSchema = z.object({
  serviceArea: serviceAreaSchema,
  /** "Serves within 15 km of HSR Layout", or "…, and Whitefield", before a locality is chosen. */
  serviceAreaSummary: z.string(),
  leadTimeDays: z.number().int().nullable(),
  leadTimeText: z.string().nullable(),
  advancePercent: z.number().int().nullable(),
  refunds: refundScheduleSchema.nullable(),
  /** Whether the advance is paid online when booking (payments on, an advance asked: docs/decisions/0048). */
  advancePaidOnline: z.boolean().optional(),
});
export type OfferingTerms = z.infer<typeof offeringTermsSchema>;
