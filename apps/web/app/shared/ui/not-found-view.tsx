import { Link } from "react-router";
import { COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import styles from "./not-found-view.module.css";

/** The 404 screen: what was not found, and ways back into the marketplace. */
export function NotFoundView({ message }: { message?: string }) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page-title">
        {message ?? COMMON_COPY.notFound}
      </h1>
      <p className="muted">It may have moved, or the link may be mistyped. These are good places to start:</p>
      <nav aria-label="Popular pages" className={styles.links}>
        <Link className="btn btn-primary" to={paths.home()}>
          Go to home
        </Link>
        <Link className="btn btn-outline" to={paths.offerings()}>
          Browse all offerings
        </Link>
        <Link className="btn btn-outline" to={paths.section("corporate")}>
          Corporate gifting
        </Link>
      </nav>
    </section>
  );
}
