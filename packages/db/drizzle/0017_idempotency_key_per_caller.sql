ALTER TABLE "bookings" DROP CONSTRAINT "bookings_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
-- Keys already taken belong to whoever placed the booking: the account, else the booking's phone.
UPDATE "bookings" SET "idempotency_scope" = coalesce('user:' || "user_id", 'phone:' || "consumer_phone", 'request:' || "request_hash") WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("idempotency_scope","idempotency_key");