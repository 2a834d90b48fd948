import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { useSignOut } from "./use-sign-out";
import styles from "./notice.module.css";

/** A consumer's session reached the vendor area (the API answered 403): say so, and offer to sign out. */
export function ConsumerSessionPage() {
  const { signOut, signingOut } = useSignOut("consumer");
  return (
    <section className={`container ${styles.notice}`} aria-labelledby="customer-session-title">
      <h1 id="customer-session-title" className="page-title">
        You are signed in as a customer
      </h1>
      <p>
        This is the vendor area, for businesses that sell on Utsav. To manage your business, sign out and sign in again as a vendor with
        your business&apos;s mobile number.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          {signingOut ? "Signing out…" : "Sign out"}
        </button>
        <Link to={paths.home()} className="btn btn-outline">
          Back to shopping
        </Link>
      </div>
    </section>
  );
}
