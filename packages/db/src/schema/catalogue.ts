import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type {
  BookingAttribute,
  Category,
  DescriptionSection,
  MediaItem,
  OfferingType,
  Policy,
  SubCategory,
  VendorReviewState,
} from "@utsav/domain";

// The catalogue the storefront reads: vendors, their offerings, and the addresses offerings had before they were
// renamed. Their reviews are the reviews module's (reviews.ts).

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const vendors = pgTable("vendors", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  /**
   * The vendor's public page is /stores/{slug} (docs/decisions/0059): set once, when the business is created, from its
   * name (storeSlug in @utsav/domain), and kept through renames so that shared links keep working.
   */
  slug: text("slug").notNull().unique(),
  titleTag: text("title_tag"),
  description: text("description").notNull(),
  logo: text("logo").notNull(),
  phone: text("phone"),
  area: text("area").notNull(),
  serviceArea: text("service_area").notNull(),
  /**
   * The mean of the vendor's shown reviews (the catalogue's and those from bookings, not hidden), to one decimal, and
   * their number; null and 0 without any. Recomputed in the transaction that changes a review (docs/decisions/0060).
   */
  rating: real("rating"),
  reviewsCount: integer("reviews_count").notNull().default(0),
  clientsCount: integer("clients_count").notNull().default(0),
  verified: boolean("verified").notNull().default(false),
  policy: jsonb("policy").$type<Policy>(),
  /** The vendor account that runs this business; null for the vendors of the static catalogue. */
  ownerUserId: text("owner_user_id").unique(),
  /**
   * draft | waiting | approved | changes | rejected (VENDOR_REVIEW_STATES). Only an approved vendor that is not
   * paused reaches consumers; the seed approves the catalogue's own vendors (docs/decisions/0020).
   */
  reviewState: text("review_state").$type<VendorReviewState>().notNull().default("draft"),
  /** Set while operators have paused the vendor, with the reason the vendor reads. */
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  pausedReason: text("paused_reason"),
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
    category: text("category").$type<Category>().notNull(),
    subCategory: text("sub_category").$type<SubCategory>().notNull(),
    price: integer("price").notNull(),
    priceLabel: text("price_label").notNull(),
    offeringType: text("offering_type").$type<OfferingType>().notNull(),
    redirectUrl: text("redirect_url"),
    description: jsonb("description").$type<DescriptionSection[]>().notNull(),
    occasions: jsonb("occasions").$type<string[]>().notNull(),
    /**
     * The vendor's rating and reviews count, copied here so "Most Rated" and the rating filters read an index: an
     * offering's rating is its vendor's (docs/decisions/0060). 0 where the vendor has no reviews. Written with the
     * vendor's figures, in the same transaction.
     */
    rating: real("rating").notNull().default(0),
    totalClients: integer("total_clients").notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    bookingAttributes: jsonb("booking_attributes")
      .$type<BookingAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    whatsappMessage: text("whatsapp_message"),
    /** The vendor's own "Good to Know" lines; null: the text for the offering's vendor and category. */
    goodToKnow: jsonb("good_to_know").$type<string[]>(),
    images: jsonb("images").$type<MediaItem[]>().notNull(),
    /** 10 live, 15 paused by its vendor, 20 deleted (application §3); see docs/decisions/0007. */
    status: smallint("status").notNull().default(10),
    /** Set while operators hide the offering from consumers, whatever its status, with the reason its vendor reads. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
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
    index("offerings_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("offerings_title_trgm_idx")
      .using("gin", sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("offerings_position_idx").on(t.position, t.id),
    index("offerings_price_idx").on(t.price, t.id),
    index("offerings_rating_idx").on(t.rating, t.id),
  ],
);

/** A slug an offering had before it was renamed: its old address answers with a permanent redirect. */
export const offeringSlugs = pgTable(
  "offering_slugs",
  {
    slug: text("slug").primaryKey(),
    offeringId: text("offering_id")
      .notNull()
      .references(() => offerings.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("offering_slugs_offering_idx").on(t.offeringId)],
);
