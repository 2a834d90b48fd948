-- Deleting an account (docs/decisions/0031): the users row is kept but emptied (deleted_at), and each deletion leaves a
-- row of what it keeps sealed until its purge, and of what it still has to finish.
CREATE TABLE "account_erasures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_type" text NOT NULL,
	"vendor_id" text,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_cipher" text,
	"purge_after" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone,
	"pending_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_messages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_purge_idx" ON "account_erasures" USING btree ("purge_after") WHERE "account_erasures"."purged_at" is null;