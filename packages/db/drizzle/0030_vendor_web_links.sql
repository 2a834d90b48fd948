-- One-time links from the app to the web's vendor pages (docs/decisions/0072): each code by its SHA-256, used once,
-- within a minute, by the vendor who asked, for the page it named.
CREATE TABLE "web_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"next" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_link_codes" ADD CONSTRAINT "web_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_link_codes_created_idx" ON "web_link_codes" USING btree ("created_at");