import { z } from "zod";
import { offeringTermsSchema } from "../terms/offering-terms-schemas.ts";
import { categorySchema, mediaItemSchema, offeringCardSchema, reviewSchema, slugSchema } from "./schemas.ts";

// A vendor's public page, GET /api/public/stores/{slug} (docs/decisions/0059).

export const storeParamsSchema = z.object({ slug: slugSchema });

/** One picture of the vendor's gallery, in the vendor's order, the main one first. */
export const storeGalleryImageSchema = z.object({
  id: z.string(),
  caption: z.string(),
  image: mediaItemSchema,
});
export type StoreGalleryImage = z.infer<typeof storeGalleryImageSchema>;

/** The vendor's terms for some of its categories: one block where every category has the same terms. */
export const storeTermsSchema = z.object({
  categories: z.array(categorySchema),
  terms: offeringTermsSchema,
});
export type StoreTerms = z.infer<typeof storeTermsSchema>;

export const storeSchema = z.object({
  slug: z.string(),
  navRef: z.string(),
  name: z.string(),
  titleTag: z.string().nullable(),
  /** The vendor's story: the bio its Business section carries, or the catalogue's description. */
  story: z.string(),
  logo: z.string(),
  /** The verified badge (docs/decisions/0020). */
  verified: z.boolean(),
  /** When operators first approved the vendor, or when the catalogue's vendor was listed (ISO time). */
  since: z.string(),
  /** Where the vendor works from. */
  area: z.string(),
  /** "Serves within 8 km of HSR Layout": the area of its first terms block; null where no terms were written. */
  serviceAreaSummary: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  leadTimeText: z.string().nullable(),
  gallery: z.array(storeGalleryImageSchema),
  /** false where the vendor has curated no gallery and its offerings' first pictures stand in. */
  galleryCurated: z.boolean(),
  offerings: z.array(offeringCardSchema),
  rating: z.number().min(0).max(5).nullable(),
  reviewsCount: z.number().int().min(0).nullable(),
  clientsCount: z.number().int().min(0),
  reviews: z.array(reviewSchema),
  terms: z.array(storeTermsSchema),
});
export type Store = z.infer<typeof storeSchema>;

/** Every store on sale, for the sitemap. */
export const storeListSchema = z.object({ stores: z.array(z.object({ slug: z.string(), navRef: z.string(), name: z.string() })) });
export type StoreList = z.infer<typeof storeListSchema>;
