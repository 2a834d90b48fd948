import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgSequence, pgTable, real, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BookingAttribute, DescriptionSection, MediaItem, Policy } from "@utsav/domain";

// One schema for PGlite and PostgreSQL; snake_case columns (STYLE.md).

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const vendors = pgTable("vendors", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  titleTag: text("title_tag"),
  description: text("description").notNull(),
  logo: text("logo").notNull(),
  phone: text("phone"),
  area: text("area").notNull(),
  serviceArea: text("service_area").notNull(),
  rating: real("rating"),
  clientsCount: integer("clients_count").notNull().default(0),
  verified: boolean("verified").notNull().default(false),
  policy: jsonb("policy").$type<Policy>(),
  /** The vendor account that runs this business; null for the vendors of the static catalogue. */
  ownerUserId: text("owner_user_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const offerings = pgTable(
  "offerings",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    category: text("category").notNull(),
    subCategory: text("sub_category").notNull(),
    price: integer("price").notNull(),
    priceLabel: text("price_label").notNull(),
    offeringType: text("offering_type").notNull(),
    redirectUrl: text("redirect_url"),
    description: jsonb("description").$type<DescriptionSection[]>().notNull(),
    occasions: jsonb("occasions").$type<string[]>().notNull(),
    rating: real("rating").notNull().default(0),
    totalClients: integer("total_clients").notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    bookingAttributes: jsonb("booking_attributes").$type<BookingAttribute[]>().notNull().default(sql`'[]'::jsonb`),
    whatsappMessage: text("whatsapp_message"),
    images: jsonb("images").$type<MediaItem[]>().notNull(),
    /** 10 live, 20 deleted (application §3); see docs/decisions. */
    status: smallint("status").notNull().default(10),
    /** Catalogue order: family order, then id number. */
    position: integer("position").notNull().default(0),
    source: text("source").notNull().default("catalogue"),
    /**
     * What search matches besides the title: category, sub-category, vendor name and area, occasions, lower-case.
     * Written with the offering (seed and vendor writes), since it joins data of other tables.
     */
    searchText: text("search_text").notNull().default(""),
    /** Title weighted above the rest, stemmed (english), for prefix and word matches. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offerings_vendor_idx").on(t.vendorId),
    index("offerings_category_idx").on(t.category, t.subCategory, t.position),
    index("offerings_status_idx").on(t.status),
    index("offerings_search_vector_idx").using("gin", t.searchVector),
    index("offerings_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("offerings_position_idx").on(t.position, t.id),
    index("offerings_price_idx").on(t.price, t.id),
    index("offerings_rating_idx").on(t.rating, t.id),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    userName: text("user_name").notNull(),
    userTitle: text("user_title").notNull(),
    reviewDate: text("review_date").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("reviews_vendor_idx").on(t.vendorId, t.position)],
);

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Consumers waiting for launch (hero notify-me box); one row per address (application §1). */
export const waitlistUsers = pgTable("waitlist_users", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Vendors who asked to join before onboarding opens; one row per normalised phone number. */
export const waitlistVendors = pgTable("waitlist_vendors", {
  phone: text("phone").primaryKey(),
  businessName: text("business_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email"),
  category: text("category").notNull(),
  city: text("city").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The distinct words of offering titles and search text, for typo tolerance that scales: a misspelt query word
 * is matched against this small dictionary by trigram similarity, and the close words join the full-text query.
 */
export const searchTerms = pgTable(
  "search_terms",
  { word: text("word").primaryKey() },
  (t) => [index("search_terms_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/** Consumers and vendors; one account per user type and normalised phone number (application §1). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    userType: text("user_type").notNull(),
    phone: text("phone").notNull(),
    fullName: text("full_name"),
    email: text("email"),
    companyName: text("company_name"),
    profileImage: text("profile_image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_type_phone_idx").on(t.userType, t.phone)],
);

/** One-time sign-in codes, stored only as a keyed hash (OWASP ASVS 5.0 §6). */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    userType: text("user_type").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Checks made against this code, counted before each comparison: a code takes at most five (auth-service.ts). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_phone_idx").on(t.phone, t.createdAt), index("otp_codes_lookup_idx").on(t.userType, t.phone, t.createdAt)],
);

/** Sessions by the SHA-256 of their token; the token itself is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    userType: text("user_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, whatever its activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last request made with it (kept to the minute), for the idle timeout of its user type. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every API process (rate limits, failed attempts, locks). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Product analytics (application §7: sign-in success, Buy and Call presses). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    userId: text("user_id"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_name_idx").on(t.name, t.createdAt)],
);

/** Booking requests (application §7 POST /public/booking); cash on delivery, no sign-in needed. */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    offeringId: text("offering_id")
      .notNull()
      .references(() => offerings.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** The server's own copy of the names at the time of booking, not what the client sent. */
    offeringName: text("offering_name").notNull(),
    vendorName: text("vendor_name").notNull(),
    bookingData: jsonb("booking_data").$type<Record<string, string>>().notNull(),
    status: text("status").notNull().default("received"),
    userId: text("user_id"),
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bookings_vendor_idx").on(t.vendorId, t.createdAt)],
);

/** A consumer revealing a vendor's number (application §7 call-lead); one row per consumer, offering and day. */
export const callLeads = pgTable(
  "call_leads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    offeringId: text("offering_id")
      .notNull()
      .references(() => offerings.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    day: text("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("call_leads_once_a_day_idx").on(t.userId, t.offeringId, t.day), index("call_leads_vendor_idx").on(t.vendorId, t.createdAt)],
);

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
  state: text("state").notNull().default("draft"),
  sections: jsonb("sections").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  /** not_started | in_progress | submitted | in_review | approved | rejected (KYC_STATES). */
  kycState: text("kyc_state").notNull().default("not_started"),
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
    type: text("type").notNull(),
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
