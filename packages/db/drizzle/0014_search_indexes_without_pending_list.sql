-- The search indexes take each change as it is written, not into a pending list. With the pending list (GIN's
-- default), every full-text or title search scanned the whole list as well as the index: on PGlite nothing ever
-- empties it (no autovacuum), and on PostgreSQL it grows between vacuums. Catalogue writes are rare; searches are not.
ALTER INDEX "offerings_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "offerings_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- What is already pending moves into the index now (turning fastupdate off leaves it there).
SELECT gin_clean_pending_list('offerings_search_vector_idx'::regclass), gin_clean_pending_list('offerings_title_trgm_idx'::regclass);
