-- One word per role (docs/decisions/0028): the buyer is a consumer and staff are operators, in columns and in data.
ALTER TABLE "bookings" RENAME COLUMN "customer_name" TO "consumer_name";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "customer_phone" TO "consumer_phone";--> statement-breakpoint
ALTER INDEX "bookings_customer_phone_idx" RENAME TO "bookings_consumer_phone_idx";--> statement-breakpoint
UPDATE "users" SET "user_type" = 'operator' WHERE "user_type" = 'admin';--> statement-breakpoint
UPDATE "otp_codes" SET "user_type" = 'operator' WHERE "user_type" = 'admin';--> statement-breakpoint
UPDATE "sessions" SET "user_type" = 'operator' WHERE "user_type" = 'admin';--> statement-breakpoint
UPDATE "booking_events" SET "actor" = 'consumer' WHERE "actor" = 'shopper';--> statement-breakpoint
UPDATE "notification_outbox" SET "template" = replace("template", '_shopper_', '_consumer_') WHERE "template" LIKE '%\_shopper\_%';
