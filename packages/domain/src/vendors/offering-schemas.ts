import { z } from "zod";
import { OFFERING_STATUS } from "../catalogue/constants.ts";
import { fieldMessageFor } from "../shared/fields.ts";
import { offeringTypeProblems, VENDOR_OFFERING_LIMITS as L, VENDOR_OFFERING_MESSAGES, vendorOfferingMessageFor } from "./offering.ts";
import { VENDOR_OFFERING_LABELS as LABEL } from "./offering-labels.ts";
import { wholeNumber } from "../shared/field-schemas.ts";
import {
  bookingAttributeSchema,
  categorySchema,
  descriptionSectionSchema,
  offeringTypeSchema,
  subCategorySchema,
} from "../catalogue/schemas.ts";
import { galleryImageSchema } from "./gallery-schemas.ts";

// spec: application §3 (offering fields, bookingAttributes, status 20 deleted), §7 (GET /vendor/offerings,
// POST /vendor/offering, GET /vendor/offering/{id}, PUT /vendor/offering/{id}/status). The catalogue's own schemas
// validate the pieces, so a vendor's offering reads like any other; docs/decisions/0007.

/** A status a vendor may give an offering when saving it: live (10) or paused (15). */
export const vendorOfferingSaveStatusSchema = z.union([z.literal(OFFERING_STATUS.live), z.literal(OFFERING_STATUS.paused)]);
/** Any status change: live, paused, or deleted (20, final). */
export const vendorOfferingStatusSchema = z.union([
  z.literal(OFFERING_STATUS.live),
  z.literal(OFFERING_STATUS.paused),
  z.literal(OFFERING_STATUS.deleted),
]);

/** The offering ids a client may name; an id of the right shape that is not the vendor's own is a 404. */
const offeringRefSchema = z.string().trim().min(1).max(40);

export const vendorOfferingInputSchema = z
  .object({
    /** Present when updating one of the vendor's offerings. */
    id: offeringRefSchema.optional(),
    title: z
      .string()
      .trim()
      .min(L.title.min, fieldMessageFor.tooShort(LABEL.title, L.title.min))
      .max(L.title.max, fieldMessageFor.tooLong(LABEL.title, L.title.max)),
    category: categorySchema,
    subCategory: subCategorySchema,
    offeringType: offeringTypeSchema,
    price: wholeNumber(LABEL.price, L.price, VENDOR_OFFERING_MESSAGES.priceNotWhole),
    /** e.g. 'From ₹499' or '₹6,000 per floor per day'; the price in rupees when absent. */
    priceLabel: z
      .string()
      .trim()
      .max(L.priceLabel.max, fieldMessageFor.tooLong(LABEL.priceLabel, L.priceLabel.max))
      .nullish()
      .transform((v) => v || null),
    summary: z
      .string()
      .trim()
      .min(L.summary.min, fieldMessageFor.tooShort(LABEL.summary, L.summary.min))
      .max(L.summary.max, fieldMessageFor.tooLong(LABEL.summary, L.summary.max)),
    description: z
      .array(descriptionSectionSchema)
      .min(L.description.min, VENDOR_OFFERING_MESSAGES.descriptionRequired)
      .max(L.description.max),
    occasions: z
      .array(
        z
          .string()
          .max(40, "Occasions are lower-case ids such as 'diwali'")
          .regex(/^[a-z][a-z0-9-]{1,39}$/, "Occasions are lower-case ids such as 'diwali'"),
      )
      .max(L.occasions.max, VENDOR_OFFERING_MESSAGES.tooManyOccasions)
      .default([])
      .transform((list) => [...new Set(list)]),
    redirectUrl: z
      .string()
      .trim()
      .max(L.redirectUrl.max)
      .nullish()
      .transform((v) => v || null),
    bookingAttributes: z.array(bookingAttributeSchema).max(L.bookingAttributes.max).default([]),
    /** Images of the vendor's gallery, in the order the offering shows them; the first is the card picture. */
    imageIds: z
      .array(z.string().min(1).max(64))
      .min(L.images.min, VENDOR_OFFERING_MESSAGES.imagesRequired)
      .max(L.images.max, VENDOR_OFFERING_MESSAGES.tooManyImages),
    status: vendorOfferingSaveStatusSchema.optional(),
    /** The offering's own "Good to Know" lines (#{…} marks bold); none or null: the text for its category (decision 0022). */
    goodToKnow: z
      .array(z.string().trim().min(1, "Good to Know lines cannot be empty").max(L.goodToKnow.line))
      .max(L.goodToKnow.lines, `Add at most ${L.goodToKnow.lines} Good to Know lines`)
      .nullish()
      .transform((lines) => (lines && lines.length > 0 ? lines : null)),
  })
  .strict()
  .superRefine((offering, ctx) => {
    for (const problem of offeringTypeProblems(offering)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    const seen = new Set<string>();
    for (const id of offering.imageIds) {
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: ["imageIds"], message: vendorOfferingMessageFor.duplicateImage(id) });
      seen.add(id);
    }
  });
export type VendorOfferingInput = z.input<typeof vendorOfferingInputSchema>;
export type VendorOfferingValues = z.output<typeof vendorOfferingInputSchema>;

export const vendorOfferingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  navRef: z.string(),
  title: z.string(),
  category: categorySchema,
  subCategory: subCategorySchema,
  offeringType: offeringTypeSchema,
  price: z.number().int(),
  /** The label the vendor gave, or null when the storefront shows the price in rupees. */
  priceLabel: z.string().nullable(),
  summary: z.string(),
  description: z.array(descriptionSectionSchema),
  occasions: z.array(z.string()),
  redirectUrl: z.string().nullable(),
  bookingAttributes: z.array(bookingAttributeSchema),
  imageIds: z.array(z.string()),
  images: z.array(galleryImageSchema),
  status: vendorOfferingSaveStatusSchema,
  updatedAt: z.string(),
  /** The vendor's own "Good to Know" lines, or null while the page shows the text for the category. */
  goodToKnow: z.array(z.string()).nullable(),
  /** What the page shows when goodToKnow is null: today's text for the offering's vendor and category. */
  defaultGoodToKnow: z.array(z.string()),
});
export type VendorOffering = z.infer<typeof vendorOfferingSchema>;

export const vendorOfferingSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  navRef: z.string(),
  title: z.string(),
  category: categorySchema,
  offeringType: offeringTypeSchema,
  price: z.number().int(),
  /** What the storefront shows (the given label, or the price in rupees). */
  priceLabel: z.string(),
  status: vendorOfferingSaveStatusSchema,
  /** Why operators hid it from consumers (docs/decisions/0020), or null. */
  hiddenReason: z.string().nullable(),
  thumbnail: z.string().nullable(),
  updatedAt: z.string(),
  /** Why consumers do not see the offering although it is live, e.g. a food offering without an FSSAI licence on file. */
  notice: z.string().nullable(),
});
export type VendorOfferingSummary = z.infer<typeof vendorOfferingSummarySchema>;

export const vendorOfferingListSchema = z.object({ offerings: z.array(vendorOfferingSummarySchema) });
export type VendorOfferingList = z.infer<typeof vendorOfferingListSchema>;

export const vendorOfferingParamsSchema = z.object({ id: offeringRefSchema });
export const vendorOfferingStatusBodySchema = z.object({ status: vendorOfferingStatusSchema }).strict();
export const vendorOfferingStatusResultSchema = z.object({ id: z.string(), status: vendorOfferingStatusSchema });
