import { Link } from "react-router";
import { paths } from "../../lib/paths";
import styles from "./logo.module.css";

/** The wordmark, 'utsav' with its dot, linking home; the header and the footer give it its size and colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to={paths.home()} className={`${styles.logo} ${className ?? ""}`} aria-label="Utsav home">
      utsav
      <span className={styles.dot} aria-hidden="true" />
    </Link>
  );
}
