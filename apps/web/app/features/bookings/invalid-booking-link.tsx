import { Link } from "react-router";
import { COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import styles from "./booking-page.module.css";

/** A /booking link whose data cannot be read: say so, and offer the way home, never a crash. */
export function InvalidBookingLink() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">This booking link is not valid</h1>
      <p className="muted">The link may be incomplete or changed. Please open the offering again and press Book Now.</p>
      <Link className="btn btn-primary" to={paths.home()}>
        {COMMON_COPY.goHome}
      </Link>
    </div>
  );
}
