import { Link } from "react-router";
import { SESSION_COPY, VENDOR_SIGN_IN_COPY } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { useSignOut } from "./use-sign-out";
import styles from "./notice.module.css";

/** A consumer's session reached the vendor area (the API answered 403): say so, and offer to sign out. */
export function ConsumerSessionPage() {
  const { signOut, signingOut } = useSignOut("consumer");
  return (
    <section className={`container ${styles.notice}`} aria-labelledby="customer-session-title">
      <h1 id="customer-session-title" className="page-title">
        {VENDOR_SIGN_IN_COPY.consumerSignedInTitle}
      </h1>
      <p>{VENDOR_SIGN_IN_COPY.consumerSessionBody}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          {signingOut ? SESSION_COPY.signingOut : SESSION_COPY.signOut}
        </button>
        <Link to={paths.home()} className="btn btn-outline">
          {SESSION_COPY.backToShopping}
        </Link>
      </div>
    </section>
  );
}
