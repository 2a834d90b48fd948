CREATE TABLE IF NOT EXISTS "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "offerings_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offerings_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offerings_rating_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offerings_position_idx" ON "offerings" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offerings_price_idx" ON "offerings" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offerings_rating_idx" ON "offerings" USING btree ("rating","id");