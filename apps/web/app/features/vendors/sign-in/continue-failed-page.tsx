import { VENDOR_SIGN_IN_COPY, VENDOR_WEB_LINK_COPY } from "@utsav/domain/client";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import styles from "./vendor-sign-in-page.module.css";

/**
 * /vendor/continue when the app's one-time link did not open (docs/decisions/0072): used before, older than a minute,
 * or not from the app. Says so, and offers the vendors' sign-in.
 */
export function ContinueFailedPage() {
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="vendor-continue-title">
        <div className={styles.intro}>
          <p className={styles.kicker}>{VENDOR_SIGN_IN_COPY.kicker}</p>
          <h1 id="vendor-continue-title" className={styles.title}>
            {VENDOR_WEB_LINK_COPY.failedTitle}
          </h1>
          <p className={styles.lead}>{VENDOR_WEB_LINK_COPY.failedBody}</p>
        </div>
        <p>
          <Link to={paths.vendorLogin()} className="btn btn-primary">
            {VENDOR_SIGN_IN_COPY.title}
          </Link>
        </p>
      </section>
    </div>
  );
}
