// spec: application §9 (business constants and limits) and catalogue §9.

/**
 * Where a vendor stands with the operators (docs/decisions/0020): draft until both its profile and its documents are
 * submitted, then waiting; approved, or sent back (changes, rejected) until it submits again. Only approved vendors'
 * offerings reach consumers; the catalogue's own vendors are approved.
 */
export const VENDOR_REVIEW_STATES = ["draft", "waiting", "approved", "changes", "rejected"] as const;
export const REVIEW_DECISIONS = ["approve", "reject", "changes"] as const;
