-- A vendor's public page is /stores/{slug} (docs/decisions/0059). Existing rows get the slug storeSlug (@utsav/domain)
-- gives: the business name as a slug, and for a vendor account's business (ids "v-" and hex) the first six characters
-- of its id. The seed writes the catalogue's vendors' slugs again from the same function.
ALTER TABLE "vendors" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "vendors" SET "slug" = coalesce(
  nullif(trim(both '-' from left(trim(both '-' from regexp_replace(replace(lower("name"), '&', ' and '), '[^a-z0-9]+', '-', 'g')), 60)), ''),
  'store'
) || case when "id" ~ '^v-[0-9a-f]+$' then '-' || substr("id", 3, 6) else '' end;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_slug_unique" UNIQUE("slug");
