import { CheckIcon } from "./check-icon";
import styles from "./verified-badge.module.css";

/** The verified badge: Utsav's team checked this vendor's identity documents before it went live (decision 0020). */
export function VerifiedBadge() {
  return (
    <span className={styles.badge}>
      <CheckIcon size={12} />
      Verified
    </span>
  );
}
