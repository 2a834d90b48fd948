import { z } from "zod";
import type { ResponsivenessFigures, VendorResponsiveness } from "./responsiveness.ts";

// A vendor's responsiveness as the operator's vendor list and review answer it (docs/decisions/0055).

const count = z.number().int().min(0);

export const responsivenessFiguresSchema = z.object({
  reached: count,
  answered: count,
  missed: count,
  waiting: count,
  medianSeconds: count.nullable(),
  answerRate: z.number().int().min(0).max(100).nullable(),
}) satisfies z.ZodType<ResponsivenessFigures>;

export const vendorResponsivenessSchema = z.object({
  windowDays: z.number().int(),
  bookings: responsivenessFiguresSchema,
  briefs: responsivenessFiguresSchema,
}) satisfies z.ZodType<VendorResponsiveness>;
