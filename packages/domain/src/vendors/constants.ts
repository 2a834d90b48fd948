// spec: application §9 (business constants and limits) and catalogue §9.

// The vendor area (application §7; the screens and states are ours: docs/decisions/0007 and 0008).
/** Profile sections a vendor saves one at a time; every one is needed to submit. */
export const VENDOR_PROFILE_SECTIONS = ["business", "contact", "service", "terms"] as const;
export type VendorProfileSection = (typeof VENDOR_PROFILE_SECTIONS)[number];
export const VENDOR_PROFILE_STATES = ["draft", "submitted"] as const;
export type VendorProfileState = (typeof VENDOR_PROFILE_STATES)[number];
export const KYC_STATES = ["not_started", "in_progress", "submitted", "in_review", "approved", "rejected"] as const;
export const KYC_DOCUMENT_TYPES = ["pan", "gstin", "fssai", "aadhaar"] as const;
export const GALLERY = { maxImages: 30, maxCaptionLength: 200, acceptedMimeTypes: ["image/jpeg", "image/png", "image/webp"] } as const;
/**
 * How many pixels the gallery decodes for a vendor (docs/decisions/0032): each image is decoded twice (the image and its
 * thumbnail), at about 13 ms a megapixel, so one upload of 30 images of 40 megapixels took 15 s of a core. Counted from the
 * images' headers before any is decoded: per upload, and per vendor in an hour (what fills a 30-image gallery twice over
 * with 12-megapixel phone photos and more).
 */
export const GALLERY_PIXEL_BUDGET = { perUploadMegapixels: 100, perHourMegapixels: 600 } as const;
/** How many gallery images one offering may show. */
export const OFFERING_IMAGES_MAX = 10;
