CREATE TABLE "offering_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_terms" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"service_area" jsonb NOT NULL,
	"lead_time_days" integer,
	"lead_time_text" text,
	"advance_percent" integer,
	"refunds" jsonb,
	"by_category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "good_to_know" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_date" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "offering_slugs" ADD CONSTRAINT "offering_slugs_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_terms" ADD CONSTRAINT "vendor_terms_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_slugs_offering_idx" ON "offering_slugs" USING btree ("offering_id");