-- Reviews from completed bookings (docs/decisions/0060): the reviews table takes them beside the catalogue's, and one
-- rating per vendor is kept in vendors (rating, reviews_count) and copied onto its offerings, which order by it.
ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'catalogue' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "offering_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "offering_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "event_month" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
UPDATE "vendors" SET
  "reviews_count" = (SELECT count(*) FROM "reviews" r WHERE r."vendor_id" = "vendors"."id" AND r."hidden_at" IS NULL),
  "rating" = (SELECT round(avg(r."rating")::numeric, 1)::real FROM "reviews" r WHERE r."vendor_id" = "vendors"."id" AND r."hidden_at" IS NULL);--> statement-breakpoint
UPDATE "offerings" SET "rating" = coalesce(v."rating", 0), "total_reviews" = v."reviews_count" FROM "vendors" v WHERE v."id" = "offerings"."vendor_id";
