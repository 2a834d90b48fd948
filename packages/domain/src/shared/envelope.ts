import { z } from "zod";

// spec: application §7, "All responses are read as success, data, errorMessage".
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  errorMessage: z.string(),
  errorCode: z.string().optional(),
  errorName: z.string().optional(),
  /** A request that failed its schema (VALIDATION_FAILED): the field of the first problem, as a dotted path ("bookingData.address"). */
  errorField: z.string().optional(),
  /** When the server asks to wait (429, 503): the seconds before asking again, as its Retry-After header says. */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, errorMessage: z.null() });
}

export type Envelope<T> = { success: true; data: T; errorMessage: null } | ErrorEnvelope;

export function ok<T>(data: T): { success: true; data: T; errorMessage: null } {
  return { success: true, data, errorMessage: null };
}

export function fail(
  errorMessage: string,
  extra: { errorCode?: string; errorName?: string; errorField?: string; retryAfterSeconds?: number } = {},
): ErrorEnvelope {
  return { success: false, data: null, errorMessage, ...extra };
}
