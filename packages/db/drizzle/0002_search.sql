CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "offerings_search_vector_idx" ON "offerings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offerings_search_text_trgm_idx" ON "offerings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offerings_title_trgm_idx" ON "offerings" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offerings_price_idx" ON "offerings" USING btree ("price");--> statement-breakpoint
CREATE INDEX "offerings_rating_idx" ON "offerings" USING btree ("rating");