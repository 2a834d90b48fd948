import { isIdentityApproved } from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import styles from "./identity-note.module.css";

// What the vendor's screens say of its identity (docs/decisions/0032): once operators approved it, a new business name,
// new categories or documents wait for their review, and every other edit shows at once.

/** Whether operators approved the vendor's identity in the console, so that a change of it waits for their review. */
export function identityApprovedOf(profile: VendorProfile | null | undefined): boolean {
  return profile ? isIdentityApproved(profile.reviewState, profile.kycState) : false;
}

/** The sentence on the vendor's latest identity change (waiting, approved or not approved, with the reason); none else. */
export function IdentityReviewMessage({ profile }: { profile: VendorProfile | null | undefined }) {
  const review = profile?.identityReview;
  if (!review?.message) return null;
  return (
    <p className={styles.message} data-state={review.state}>
      {review.message}
    </p>
  );
}

/** What happens to the changes made on this screen, a line a rule (VENDOR_EDIT_RULES_TEXT). */
export function EditRules({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1) return <p className={styles.rule}>{lines[0]}</p>;
  return (
    <ul className={styles.rules}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
