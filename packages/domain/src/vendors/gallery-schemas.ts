import { z } from "zod";
import { GALLERY, GALLERY_PIXEL_BUDGET } from "./constants.ts";
import { UPLOAD } from "../shared/constants.ts";

// spec: application §3 (Gallery image, Gallery update), §7 (the /vendor/gallery calls); the limits are ours
// (docs/decisions/0008).

export const GALLERY_UPDATE_ACTIONS = ["add", "remove", "update"] as const;

export const GALLERY_MESSAGES = {
  imageNotFound: (id: string) => `Image not found in your gallery: ${id}`,
  tooManyImages: (max: number) => `A gallery can hold at most ${max} images`,
  imageInUse: (offeringTitle: string) => `This image is used by the offering "${offeringTitle}". Choose other images for it first.`,
  captionTooLong: `A caption can be at most ${GALLERY.maxCaptionLength} characters`,
  nothingToAdd: "Choose at least one image to add",
  nothingToRemove: "Choose at least one image to remove",
  nothingToUpdate: "Choose images to add or remove",
  captionsMismatch: "Send one caption per image, in the order of the images",
  /** 413: the images of one upload are too large together, judged from their headers before any is decoded. */
  tooManyPixels: (megapixels: number) =>
    `These images come to ${megapixels} megapixels; one upload may carry at most ${GALLERY_PIXEL_BUDGET.perUploadMegapixels}. Send fewer or smaller images at a time.`,
  /** 429: the vendor's hourly budget of decoded pixels is spent. */
  pixelBudgetSpent: `You have uploaded more than ${GALLERY_PIXEL_BUDGET.perHourMegapixels} megapixels of images in the last hour. Please try again later, or send smaller images.`,
} as const;

export const galleryImageIdSchema = z.string().trim().min(1).max(64);
export const galleryCaptionSchema = z.string().trim().max(GALLERY.maxCaptionLength, GALLERY_MESSAGES.captionTooLong);

export const galleryImageSchema = z.object({
  id: z.string(),
  uri: z.string(),
  thumbnail: z.string(),
  caption: z.string(),
  isMain: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryViewSchema = z.object({ images: z.array(galleryImageSchema), maxImages: z.number().int() });
export type GalleryView = z.infer<typeof galleryViewSchema>;

export const galleryConfigSchema = z.object({
  maxImages: z.number().int(),
  maxFileBytes: z.number().int(),
  acceptedTypes: z.array(z.string()),
  maxCaptionLength: z.number().int(),
});
export type GalleryConfig = z.infer<typeof galleryConfigSchema>;

export const GALLERY_CONFIG: GalleryConfig = {
  maxImages: GALLERY.maxImages,
  maxFileBytes: UPLOAD.maxFileBytes,
  acceptedTypes: [...GALLERY.acceptedMimeTypes],
  maxCaptionLength: GALLERY.maxCaptionLength,
};

/** The fields of the multipart POST /gallery/update, after `removeImageIds` and `captions` are read as JSON. */
export const galleryUpdateFieldsSchema = z.object({
  action: z.enum(GALLERY_UPDATE_ACTIONS),
  removeImageIds: z.array(galleryImageIdSchema).max(GALLERY.maxImages).default([]),
  captions: z.array(galleryCaptionSchema).max(GALLERY.maxImages).default([]),
});
export type GalleryUpdateFields = z.infer<typeof galleryUpdateFieldsSchema>;

export const galleryRemoveSchema = z.object({ imageIds: z.array(galleryImageIdSchema).min(1).max(GALLERY.maxImages) }).strict();
export const galleryCaptionsSchema = z
  .object({
    updates: z
      .array(z.object({ imageId: galleryImageIdSchema, caption: galleryCaptionSchema }).strict())
      .min(1)
      .max(GALLERY.maxImages),
  })
  .strict();
export const galleryMainImageSchema = z.object({ imageId: galleryImageIdSchema }).strict();
