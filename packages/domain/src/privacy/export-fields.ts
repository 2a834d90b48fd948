import { z } from "zod";

// Fields that several parts of an account's download share (docs/decisions/0031). Not re-exported by the package.

export const at = z.string().describe("ISO 8601 date and time");
export const day = z.string().describe("YYYY-MM-DD");

/** A request (brief) as its shopper wrote it: in the shopper's download and in each matched vendor's. */
export const briefFields = {
  occasion: z.string(),
  eventDate: day,
  locality: z.string(),
  guests: z.number().int(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  categories: z.array(z.string()),
};

/** A vendor's answer to a request: in the shopper's download and in the vendor's. */
export const answerFields = {
  answer: z.string(),
  price: z.number().int().nullable(),
  included: z.string().nullable(),
  offeringId: z.string().nullable(),
  validUntil: day.nullable(),
  quotedAt: at.nullable(),
};
