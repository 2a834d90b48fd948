CREATE TABLE "vendor_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"target" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_identity_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"approved" jsonb NOT NULL,
	"business_name" text,
	"categories" jsonb,
	"document_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"operator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendor_kyc_documents" ADD COLUMN "pending_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_identity_changes" ADD CONSTRAINT "vendor_identity_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_identity_changes" ADD CONSTRAINT "vendor_identity_changes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_changes_vendor_idx" ON "vendor_changes" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "vendor_changes_kind_idx" ON "vendor_changes" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "vendor_identity_changes_vendor_idx" ON "vendor_identity_changes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_identity_changes_pending_idx" ON "vendor_identity_changes" USING btree ("vendor_id") WHERE "vendor_identity_changes"."state" = 'pending';--> statement-breakpoint
-- A vendor's change history is never rewritten (docs/decisions/0032, OWASP ASVS 5.0 V16.4): a trigger refuses UPDATE and
-- TRUNCATE on vendor_changes whoever asks. DELETE stays possible, so that deleting an account can erase its business's
-- contact details (docs/decisions/0031); no route deletes from it.
CREATE OR REPLACE FUNCTION vendor_changes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_changes is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_changes_no_update BEFORE UPDATE ON "vendor_changes" FOR EACH ROW EXECUTE FUNCTION vendor_changes_refuse_change();
--> statement-breakpoint
CREATE TRIGGER vendor_changes_no_truncate BEFORE TRUNCATE ON "vendor_changes" FOR EACH STATEMENT EXECUTE FUNCTION vendor_changes_refuse_change();
