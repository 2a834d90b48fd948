CREATE TABLE "brief_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"categories" jsonb NOT NULL,
	"answer" text DEFAULT 'new' NOT NULL,
	"price" integer,
	"included" text,
	"offering_id" text,
	"valid_until" text,
	"quoted_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brief_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brief_id" text,
	"image_key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "briefs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"occasion" text NOT NULL,
	"event_date" text NOT NULL,
	"locality" text NOT NULL,
	"guests" integer NOT NULL,
	"budget_min" integer NOT NULL,
	"budget_max" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"booking_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brief_matches" ADD CONSTRAINT "brief_matches_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_matches" ADD CONSTRAINT "brief_matches_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_matches" ADD CONSTRAINT "brief_matches_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_photos" ADD CONSTRAINT "brief_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_photos" ADD CONSTRAINT "brief_photos_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brief_matches_brief_vendor_idx" ON "brief_matches" USING btree ("brief_id","vendor_id");--> statement-breakpoint
CREATE INDEX "brief_matches_vendor_idx" ON "brief_matches" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "brief_photos_user_idx" ON "brief_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "brief_photos_brief_idx" ON "brief_photos" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "briefs_user_idx" ON "briefs" USING btree ("user_id","created_at");