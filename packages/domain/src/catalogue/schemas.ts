import { z } from "zod";
import { CATEGORIES, OFFERING_TYPES, SUB_CATEGORIES } from "./constants.ts";
import { BOOKING_ATTRIBUTE_LIMITS, DESCRIPTION_LIMITS } from "../vendors/offering.ts";
import { SLUG_PATTERN } from "../shared/slug.ts";
import { offeringTermsSchema } from "../terms/offering-terms-schemas.ts";
import { reviewAnswerSchema, reviewPhotoSchema, reviewSourceSchema } from "../reviews/schemas.ts";

// spec: application §3 and catalogue §3 (entities and their fields)

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.enum(SUB_CATEGORIES);
export type SubCategory = z.infer<typeof subCategorySchema>;

export const offeringTypeSchema = z.enum(OFFERING_TYPES);
export type OfferingType = z.infer<typeof offeringTypeSchema>;

/** Offering ids are an upper-case family and a number, e.g. DGC12, HOCG3, DID1. */
export const offeringIdSchema = z
  .string()
  .max(12, "Offering id must look like DGC12")
  .regex(/^[A-Z]{2,6}\d{1,6}$/, "Offering id must look like DGC12");

/** Slugs are lower-case words joined by single hyphens. */
export const slugSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(SLUG_PATTERN, "Slug must contain only lower-case letters, digits and single hyphens");

export const imageSourcesSchema = z.object({
  avif: z.string().describe("srcset of AVIF variants"),
  webp: z.string().describe("srcset of WebP variants"),
});

export const mediaItemSchema = z.object({
  id: z.string(),
  type: z.enum(["image", "video"]),
  url: z.string().describe("the default image, or the poster of a video"),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  srcSet: imageSourcesSchema.optional(),
  thumbnailUrl: z.string().optional(),
  videoUrl: z.string().optional(),
  poster: z.string().optional(),
  muted: z.boolean().default(true),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const descriptionSectionSchema = z.object({
  title: z.string().min(1).max(DESCRIPTION_LIMITS.title.max),
  items: z.array(z.string().min(1).max(DESCRIPTION_LIMITS.line.max)).min(1).max(DESCRIPTION_LIMITS.lines.max),
});
export type DescriptionSection = z.infer<typeof descriptionSectionSchema>;

export const bookingAttributeSchema = z.object({
  label: z.string().min(1).max(BOOKING_ATTRIBUTE_LIMITS.label.max),
  field: z
    .string()
    .max(BOOKING_ATTRIBUTE_LIMITS.field.max, "Field must be an identifier")
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, "Field must be an identifier"),
  type: z.enum(["input", "textarea"]),
  inputType: z.enum(["text", "tel", "number", "email"]),
  required: z.boolean(),
});
export type BookingAttribute = z.infer<typeof bookingAttributeSchema>;

export const whatsappSupportSchema = z.object({ phoneNumber: z.string(), message: z.string() });
export type WhatsappSupport = z.infer<typeof whatsappSupportSchema>;

export const policySchema = z.object({
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
});
export type Policy = z.infer<typeof policySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  userName: z.string(),
  userTitle: z.string(),
  date: z.string(),
  vendorName: z.string(),
  /**
   * Where the review comes from (docs/decisions/0060): "booking", written by the shopper of a completed booking here
   * (shown as "Verified booking"); "catalogue" (or absent), imported with the catalogue and marked as such.
   */
  source: reviewSourceSchema.optional(),
  /** The booked event's month ("November 2026"), for a review from a booking. */
  eventMonth: z.string().nullable().optional(),
  photos: z.array(reviewPhotoSchema).optional(),
  /** The vendor's one public answer. */
  answer: reviewAnswerSchema.nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const vendorSchema = z.object({
  vendorName: z.string(),
  vendorImage: z.string(),
  vendorBio: z.string(),
  vendorTitleTag: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  clientsCount: z.number().int().min(0),
  reviewsCount: z.number().int().min(0).nullable(),
  /** The verified badge (docs/decisions/0020). */
  verified: z.boolean(),
  /** The vendor's public page is /stores/{storeSlug} (docs/decisions/0059). */
  storeSlug: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const offeringCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: mediaItemSchema,
  price: z.number().min(0),
  priceLabel: z.string(),
  category: categorySchema,
  subCategory: subCategorySchema,
  vendorName: z.string(),
  /** The vendor's documents were checked by operators (the verified badge; docs/decisions/0020). */
  vendorVerified: z.boolean(),
  /** The vendor's rating, which is the offering's (docs/decisions/0060); 0 where it has no reviews. */
  rating: z.number().min(0).max(5),
  /** The vendor's shown reviews; 0 (or absent) where it has none. */
  reviewsCount: z.number().int().min(0).optional(),
  navRef: z.string(),
  offeringType: offeringTypeSchema,
});
export type OfferingCard = z.infer<typeof offeringCardSchema>;

export const offeringDetailSchema = z.object({
  id: z.string(),
  navRef: z.string(),
  title: z.string(),
  vendorName: z.string(),
  vendorLogo: z.string(),
  vendorDescription: z.string(),
  vendorTitleTag: z.string().nullable(),
  price: z.number().min(0),
  priceLabel: z.string(),
  images: z.array(mediaItemSchema),
  /** The offering's one-line summary, which its vendor must write (shown under the title; docs/decisions/0039). */
  summary: z.string(),
  description: z.array(descriptionSectionSchema),
  category: categorySchema,
  subCategory: subCategorySchema,
  rating: z.number().min(0).max(5),
  totalClients: z.number().int().min(0),
  totalReviews: z.number().int().min(0),
  offeringType: offeringTypeSchema,
  offeringRedirectUrl: z.string().nullable(),
  offeringSlug: z.string(),
  offeringName: z.string(),
  offeringCategory: z.string(),
  connectInfo: z.array(z.string()),
  bookingAttributes: z.array(bookingAttributeSchema),
  whatsappSupport: whatsappSupportSchema.nullable(),
  policy: policySchema.nullable(),
  vendor: vendorSchema,
  reviews: z.array(reviewSchema),
  relatedOfferings: z.array(offeringCardSchema),
  /** The vendor's terms for this offering's category; null where none are known (docs/decisions/0022). */
  terms: offeringTermsSchema.nullable(),
  /** The WhatsApp number the vendor gave, for "Chat with the vendor"; null where none was given. */
  vendorWhatsapp: z.string().nullable(),
});
export type OfferingDetail = z.infer<typeof offeringDetailSchema>;

export const offeringListQuerySchema = z.object({
  category: categorySchema.optional(),
  subCategory: subCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OfferingListQuery = z.infer<typeof offeringListQuerySchema>;

export const offeringListSchema = z.object({
  offerings: z.array(offeringCardSchema),
  totalCount: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type OfferingList = z.infer<typeof offeringListSchema>;

// spec: application §3 "Collection: id (slug), category, title, description, offerings, totalCount"
export const collectionSchema = z.object({
  id: z.string(),
  category: categorySchema,
  title: z.string(),
  description: z.string(),
  offerings: z.array(offeringCardSchema),
  totalCount: z.number().int().min(0),
});
export type Collection = z.infer<typeof collectionSchema>;
