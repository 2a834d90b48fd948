CREATE TABLE "offering_capacities" (
	"offering_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"daily_capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_blocked_days" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_calendars" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"daily_capacity" integer,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_calendars_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_reported_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_note" text;--> statement-breakpoint
ALTER TABLE "offering_capacities" ADD CONSTRAINT "offering_capacities_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_capacities" ADD CONSTRAINT "offering_capacities_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_blocked_days" ADD CONSTRAINT "vendor_blocked_days_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_calendars" ADD CONSTRAINT "vendor_calendars_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_capacities_vendor_idx" ON "offering_capacities" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_blocked_days_vendor_idx" ON "vendor_blocked_days" USING btree ("vendor_id","ends_on");--> statement-breakpoint
CREATE INDEX "bookings_problem_idx" ON "bookings" USING btree ("problem_reported_at");--> statement-breakpoint
CREATE INDEX "bookings_vendor_day_idx" ON "bookings" USING btree ("vendor_id","event_date");