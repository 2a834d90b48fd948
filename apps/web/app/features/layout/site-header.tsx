import { Link } from "react-router";
import { paths } from "../../lib/paths";
import styles from "./site-header.module.css";

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home()} className={styles.logo} aria-label="Utsav home">
          utsav
        </Link>
      </div>
    </header>
  );
}
