import type { Footer } from "@utsav/domain";
import styles from "./site-footer.module.css";

export function SiteFooter({ footer }: { footer: Footer }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>{footer.copyright}</p>
      </div>
    </footer>
  );
}
