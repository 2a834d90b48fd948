-- The audit log is append-only (docs/decisions/0020, OWASP ASVS 5.0 §16.4): no statement may change or delete its
-- rows, whatever the route or the tool, so a trigger refuses UPDATE, DELETE and TRUNCATE on it.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- Vendors that submitted everything before the review existed wait for an operator, whatever their KYC state was:
-- their documents were never seen by anyone.
UPDATE "vendors" SET "review_state" = 'waiting'
FROM "vendor_profiles" p
WHERE p."vendor_id" = "vendors"."id" AND p."state" = 'submitted' AND p."kyc_state" IN ('submitted', 'in_review', 'approved');
