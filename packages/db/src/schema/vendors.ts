import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { IdentityChangeState, KycDocumentType, KycState, VendorChangeKind, VendorIdentity, VendorProfileState } from "@utsav/domain";
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
    /**
     * Added or replaced by an approved vendor and not yet approved by operators (docs/decisions/0032): the approved
     * document of its type stays beside it until they decide, and only approved documents count (the FSSAI licence).
     */
    pendingReview: boolean("pending_review").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_kyc_documents_vendor_idx").on(t.vendorId)],
);

/**
 * An approved vendor's change of identity (docs/decisions/0032): a new business name or categories, and any document it
 * added or replaced (vendor_kyc_documents.pending_review). The vendors row and the saved business section keep the
 * approved values until operators approve; at most one change per vendor is pending, and later edits join it.
 */
export const vendorIdentityChanges = pgTable(
  "vendor_identity_changes",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** pending | approved | rejected | withdrawn (IDENTITY_CHANGE_STATES). */
    state: text("state").$type<IdentityChangeState>().notNull().default("pending"),
    /** The identity operators had approved when the change was asked for. */
    approved: jsonb("approved").$type<VendorIdentity>().notNull(),
    /** The name and categories asked for; null where unchanged. */
    businessName: text("business_name"),
    categories: jsonb("categories").$type<string[]>(),
    /** The document types added or replaced, as they were when operators decided (the pending rows until then). */
    documentTypes: jsonb("document_types")
      .$type<KycDocumentType[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reason: text("reason"),
    operatorId: text("operator_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("vendor_identity_changes_vendor_idx").on(t.vendorId, t.createdAt),
    uniqueIndex("vendor_identity_changes_pending_idx")
      .on(t.vendorId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Every edit a vendor makes that changes something (docs/decisions/0032): its profile sections, offerings, logo and
 * identity requests, with the fields that changed and their values before and after, the account and the client address.
 * Operators read it in the console. Rows are never rewritten: a trigger refuses UPDATE and TRUNCATE
 * (drizzle/…_vendor_identity_review.sql); a DELETE stays possible, for erasing a deleted account's business.
 */
export const vendorChanges = pgTable(
  "vendor_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    vendorId: text("vendor_id").notNull(),
    /** The vendor's account that made the change (no reference: the history outlives the session and the account). */
    userId: text("user_id"),
    /** VENDOR_CHANGE_KINDS, e.g. profile.business, offering.created. */
    kind: text("kind").$type<VendorChangeKind>().notNull(),
    /** The offering or document changed. */
    target: text("target"),
    fields: jsonb("fields")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    before: jsonb("before")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    after: jsonb("after")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_changes_vendor_idx").on(t.vendorId, t.id), index("vendor_changes_kind_idx").on(t.kind, t.id)],
);

/**
 * The people who run a business (docs/decisions/0033): its owner, and the team members the owner added. Each is a
 * vendor account of their own, with their own phone and sessions; every vendor request acts for the member's business.
 */
export const vendorMembers = pgTable(
  "vendor_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** owner | member (VENDOR_MEMBER_ROLES). */
    role: text("role").notNull(),
    /** The account that added them: an operator for a linked owner, the owner for a member; null for an owner who onboarded. */
    addedBy: text("added_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_members_vendor_idx").on(t.vendorId)],
);

/**
 * An invitation for a phone number to run a business (docs/decisions/0033): an operator linking a catalogue vendor's
 * owner, or an owner adding a team member. The person signing in at /vendor/login with that number joins the business.
 */
export const vendorInvites = pgTable(
  "vendor_invites",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** '+91XXXXXXXXXX'. */
    phone: text("phone").notNull(),
    /** owner | member (VENDOR_MEMBER_ROLES). */
    role: text("role").notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("vendor_invites_phone_idx").on(t.phone),
    index("vendor_invites_vendor_idx").on(t.vendorId),
    uniqueIndex("vendor_invites_open_idx")
      .on(t.vendorId, t.phone)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
