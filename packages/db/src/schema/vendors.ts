import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { KycDocumentType, KycState, VendorProfileState } from "@utsav/domain";
import { vendors } from "./catalogue.ts";
import { users } from "./accounts.ts";

// A vendor account's own area: its profile and KYC state, gallery, identity documents and offering numbers.

/** Numbers of offerings that vendors create (id family VND: VND1, VND2, …). */
export const vendorOfferingIdSequence = pgSequence("vendor_offering_id_seq", { startWith: 1 });

/**
 * A vendor account's profile (application §7): sections saved one at a time as JSON, then submitted.
 * Saving a section also writes the storefront fields it owns to the vendor row, so the storefront reads one table.
 */
export const vendorProfiles = pgTable("vendor_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  vendorId: text("vendor_id")
    .notNull()
    .unique()
    .references(() => vendors.id),
  /** draft | submitted (VENDOR_PROFILE_STATES). */
  state: text("state").$type<VendorProfileState>().notNull().default("draft"),
  sections: jsonb("sections")
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  /** not_started | in_progress | submitted | in_review | approved | rejected (KYC_STATES). */
  kycState: text("kyc_state").$type<KycState>().notNull().default("not_started"),
  kycReason: text("kyc_reason"),
  kycSubmittedAt: timestamp("kyc_submitted_at", { withTimezone: true }),
  kycUpdatedAt: timestamp("kyc_updated_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's photos (application §3 Gallery image); offerings pick their images from here. */
export const vendorGalleryImages = pgTable(
  "vendor_gallery_images",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** Storage keys of the re-encoded image and its thumbnail (public files). */
    imageKey: text("image_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    caption: text("caption").notNull().default(""),
    isMain: boolean("is_main").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_gallery_images_vendor_idx").on(t.vendorId, t.position)],
);

/**
 * Identity documents (application §3 KYC document). The file is stored encrypted in private storage and the number
 * encrypted in this row (an Aadhaar number only as its masked form); numberHint is the masked number for display.
 */
export const vendorKycDocuments = pgTable(
  "vendor_kyc_documents",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** pan | gstin | fssai | aadhaar (KYC_DOCUMENT_TYPES). */
    type: text("type").$type<KycDocumentType>().notNull(),
    numberCipher: text("number_cipher").notNull(),
    numberHint: text("number_hint").notNull(),
    /** ISO date (YYYY-MM-DD), for documents that expire. */
    expiryDate: text("expiry_date"),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_kyc_documents_vendor_idx").on(t.vendorId)],
);
