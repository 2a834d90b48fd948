-- A shopper may keep the SMS of a message that a phone of theirs also gets as a push (docs/decisions/0074).
ALTER TABLE "users" ADD COLUMN "sms_with_push" boolean DEFAULT false NOT NULL;
