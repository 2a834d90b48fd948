CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"offering_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"booking_data" jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"user_id" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "call_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offering_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_leads" ADD CONSTRAINT "call_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_leads" ADD CONSTRAINT "call_leads_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_leads" ADD CONSTRAINT "call_leads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_vendor_idx" ON "bookings" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "call_leads_once_a_day_idx" ON "call_leads" USING btree ("user_id","offering_id","day");--> statement-breakpoint
CREATE INDEX "call_leads_vendor_idx" ON "call_leads" USING btree ("vendor_id","created_at");