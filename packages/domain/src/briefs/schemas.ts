import { z } from "zod";
import { BRIEF_MESSAGES } from "./messages.ts";
import { QUOTE_MESSAGES } from "./quote-messages.ts";
import { CATEGORIES } from "../catalogue/constants.ts";
import { BRIEF_ANSWERS, BRIEF_LIMITS, BRIEF_OCCASIONS, BRIEF_STATUSES } from "./rules.ts";
import { cancellationTermsSchema } from "../bookings/schemas.ts";

// Requests for proposals (docs/decisions/0023): the consumer's brief and the quotes it gets, the vendor's briefs and
// answers. These schemas check shapes and bounds; validateBrief and validateQuote (rules.ts, quotes.ts) check the rules
// that span fields or need today's date, on the form and on the server alike.

const rupeesSchema = z.number().int(BRIEF_MESSAGES.rupeesInvalid).min(1, BRIEF_MESSAGES.rupeesInvalid).max(BRIEF_LIMITS.rupeesMax);
const isoDateSchema = z.string().max(10, BRIEF_MESSAGES.dateRequired);
const idSchema = z.string().max(64);

export const briefStatusSchema = z.enum(BRIEF_STATUSES);
export const briefAnswerSchema = z.enum(BRIEF_ANSWERS);

export const briefCreateSchema = z
  .object({
    occasion: z.enum(BRIEF_OCCASIONS, BRIEF_MESSAGES.occasionRequired),
    eventDate: isoDateSchema,
    /** A gazetteer locality's name or pincode. */
    locality: z.string().trim().min(1, BRIEF_MESSAGES.localityRequired).max(BRIEF_LIMITS.localityMax),
    guests: z.number().int(BRIEF_MESSAGES.guestsInvalid).min(1, BRIEF_MESSAGES.guestsInvalid).max(BRIEF_LIMITS.guestsMax),
    budgetMin: rupeesSchema,
    budgetMax: rupeesSchema,
    categories: z
      .array(z.enum(CATEGORIES))
      .min(1, BRIEF_MESSAGES.categoriesRequired)
      .max(CATEGORIES.length)
      .refine((list) => new Set(list).size === list.length, BRIEF_MESSAGES.categoriesRequired),
    notes: z.string().max(BRIEF_LIMITS.notesMax, BRIEF_MESSAGES.notesTooLong).optional(),
    /** Reference photos uploaded first (POST /api/consumer/briefs/photos), by id. */
    photoIds: z.array(idSchema).max(BRIEF_LIMITS.photos, BRIEF_MESSAGES.tooManyPhotos).optional(),
  })
  .strict();
export type BriefCreateRequest = z.input<typeof briefCreateSchema>;

export const briefIdParamsSchema = z.object({ id: idSchema });
export const briefQuoteParamsSchema = z.object({ id: idSchema, quoteId: idSchema });

export const quoteRequestSchema = z
  .object({
    price: rupeesSchema,
    included: z.string().max(BRIEF_LIMITS.includedMax, QUOTE_MESSAGES.includedTooLong),
    /** One of the vendor's offerings on sale in a category of the brief, or none. */
    offeringId: idSchema.nullable().optional(),
    validUntil: isoDateSchema,
  })
  .strict();
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const declineRequestSchema = z
  .object({ reason: z.string().max(BRIEF_LIMITS.reasonMax, QUOTE_MESSAGES.reasonTooLong).optional() })
  .strict();
export type DeclineRequest = z.input<typeof declineRequestSchema>;

const photoSchema = z.object({ id: z.string(), url: z.string() });

export const briefPhotosSchema = z.object({ photos: z.array(photoSchema.extend({ name: z.string() })) });
export type BriefPhotos = z.infer<typeof briefPhotosSchema>;

const briefFields = {
  id: z.string(),
  /** The short reference screens and messages show ("#3FA9C21B"). */
  reference: z.string(),
  occasion: z.string(),
  eventDate: z.string(),
  locality: z.string(),
  categories: z.array(z.string()),
  status: briefStatusSchema,
  createdAt: z.string(),
};

const briefDetailFields = {
  guests: z.number().int(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  notes: z.string(),
  photos: z.array(photoSchema),
};

export const consumerBriefSummarySchema = z.object({
  ...briefFields,
  /** Vendors the brief went to, and the quotes they sent. */
  vendorsCount: z.number().int(),
  quotesCount: z.number().int(),
});
export type ConsumerBriefSummary = z.infer<typeof consumerBriefSummarySchema>;

export const consumerBriefListSchema = z.object({ briefs: z.array(consumerBriefSummarySchema) });
export type ConsumerBriefList = z.infer<typeof consumerBriefListSchema>;

/** A quote as the consumer compares it: the price and what it includes, the vendor's standing and its terms. */
export const briefQuoteSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  vendorRating: z.number().nullable(),
  vendorVerified: z.boolean(),
  price: z.number().int(),
  included: z.string(),
  /** The offering the vendor linked, with its page while it is on sale. */
  offering: z.object({ title: z.string(), slug: z.string().nullable() }).nullable(),
  validUntil: z.string(),
  status: z.enum(["quoted", "accepted", "closed"]),
  quotedAt: z.string(),
  /** Percent of the price paid to confirm; null where the vendor states none. */
  advancePercent: z.number().nullable(),
  /** The refund table's rows, where the vendor's refunds are a schedule. */
  refunds: z.array(z.object({ when: z.string(), refund: z.string() })).nullable(),
  /** The vendor's own cancellation terms, where written. */
  cancellationTerms: cancellationTermsSchema.nullable(),
  canAccept: z.boolean(),
});
export type BriefQuote = z.infer<typeof briefQuoteSchema>;

export const consumerBriefDetailSchema = consumerBriefSummarySchema.extend({
  ...briefDetailFields,
  quotes: z.array(briefQuoteSchema),
  /** Vendors that have not answered yet, and those that declined. */
  waitingCount: z.number().int(),
  declinedCount: z.number().int(),
  /** The booking the accepted quote became. */
  bookingId: z.string().nullable(),
});
export type ConsumerBriefDetail = z.infer<typeof consumerBriefDetailSchema>;

/** A brief as a matched vendor sees it: no name or number of the consumer until a quote of theirs is accepted. */
export const vendorBriefSchema = z.object({
  ...briefFields,
  ...briefDetailFields,
  /** The categories of the brief this vendor was matched for. */
  matchedCategories: z.array(z.string()),
  answer: briefAnswerSchema,
  quote: z
    .object({
      price: z.number().int(),
      included: z.string(),
      offeringId: z.string().nullable(),
      offeringTitle: z.string().nullable(),
      validUntil: z.string(),
      quotedAt: z.string(),
    })
    .nullable(),
  /** The booking the vendor's accepted quote became. */
  bookingId: z.string().nullable(),
  /** Whether the vendor may quote (or change its quote) and decline now. */
  canAnswer: z.boolean(),
});
export type VendorBrief = z.infer<typeof vendorBriefSchema>;

export const vendorBriefListSchema = z.object({ briefs: z.array(vendorBriefSchema) });
export type VendorBriefList = z.infer<typeof vendorBriefListSchema>;

export const vendorBriefDetailSchema = vendorBriefSchema.extend({
  /** The vendor's offerings on sale in the brief's categories, which a quote may link. */
  offerings: z.array(z.object({ id: z.string(), title: z.string(), category: z.string() })),
});
export type VendorBriefDetail = z.infer<typeof vendorBriefDetailSchema>;
