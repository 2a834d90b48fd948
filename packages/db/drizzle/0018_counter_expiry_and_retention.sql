-- Counters' keys held phone numbers in the clear ("otp-wrong-streak:+91…", "write:booking:phone:+91…"); they now hold a
-- keyed hash of the number (apps/api/src/platform/counters.ts). The rows are short-lived counters, so they are dropped
-- rather than rewritten: every window restarts once at this migration (docs/decisions/0015, amended 2026-11-28).
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_codes_created_idx" ON "otp_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");