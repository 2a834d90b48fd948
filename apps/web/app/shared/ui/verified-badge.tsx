import styles from "./verified-badge.module.css";

/**
 * The verified badge: Utsav's team checked this vendor's identity documents before it went live (decision 0020). Its
 * tick is drawn by the stylesheet, so the offering page carries no icon module for it (the page's script budget).
 */
export function VerifiedBadge() {
  return <span className={styles.badge}>Verified</span>;
}

interface VendorNameProps {
  name: string;
  verified: boolean;
  /** Long names wrap onto more lines (the vendor strip); otherwise they are cut with an ellipsis (cards). */
  wrap?: boolean;
  className?: string;
}

/**
 * A vendor's name with its badge beside it: the name wraps or is cut with an ellipsis, and the badge always stays
 * whole, however long the name (docs/decisions/0039). The full name stays in the text for screen readers.
 */
export function VendorName({ name, verified, wrap = false, className }: VendorNameProps) {
  return (
    <span className={`${styles.vendor} ${className ?? ""}`}>
      <span className={wrap ? styles.wrap : styles.cut}>{name}</span>
      {verified ? <VerifiedBadge /> : null}
    </span>
  );
}
