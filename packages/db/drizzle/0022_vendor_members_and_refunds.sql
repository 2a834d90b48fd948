CREATE TABLE "vendor_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms_at_booking" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "vendor_invites" ADD CONSTRAINT "vendor_invites_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_invites_phone_idx" ON "vendor_invites" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "vendor_invites_vendor_idx" ON "vendor_invites" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invites_open_idx" ON "vendor_invites" USING btree ("vendor_id","phone") WHERE "vendor_invites"."accepted_at" is null and "vendor_invites"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_members_vendor_idx" ON "vendor_members" USING btree ("vendor_id");--> statement-breakpoint
-- Every business that onboarded already has its owner: the account its profile belongs to.
INSERT INTO "vendor_members" ("user_id", "vendor_id", "role") SELECT "user_id", "vendor_id", 'owner' FROM "vendor_profiles" ON CONFLICT DO NOTHING;
