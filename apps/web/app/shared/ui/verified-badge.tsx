import styles from "./verified-badge.module.css";

/**
 * The verified badge: Utsav's team checked this vendor's identity documents before it went live (decision 0020). Its
 * tick is drawn by the stylesheet, so the offering page carries no icon module for it (the page's script budget).
 */
export function VerifiedBadge() {
  return <span className={styles.badge}>Verified</span>;
}
