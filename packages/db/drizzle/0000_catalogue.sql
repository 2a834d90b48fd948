CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vendor_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"price" integer NOT NULL,
	"price_label" text NOT NULL,
	"offering_type" text NOT NULL,
	"redirect_url" text,
	"description" jsonb NOT NULL,
	"occasions" jsonb NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"total_clients" integer DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"booking_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"whatsapp_message" text,
	"images" jsonb NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'catalogue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"user_name" text NOT NULL,
	"user_title" text NOT NULL,
	"review_date" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title_tag" text,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"phone" text,
	"area" text NOT NULL,
	"service_area" text NOT NULL,
	"rating" real,
	"clients_count" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"policy" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerings_vendor_idx" ON "offerings" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "offerings_category_idx" ON "offerings" USING btree ("category","sub_category","position");--> statement-breakpoint
CREATE INDEX "offerings_status_idx" ON "offerings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reviews_vendor_idx" ON "reviews" USING btree ("vendor_id","position");