import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import styles from "./vendor-sign-in-page.module.css";

interface VendorSignInPageProps {
  /** A consumer's session is active: the page explains this sign-in is for vendors instead of showing the flow. */
  consumerSignedIn: boolean;
  onSignOut: () => void;
  signingOut: boolean;
  /** The login flow (features/accounts) for userType vendor; the route composes it. */
  children: React.ReactNode;
}

/** /vendor/login: 'Sign in as vendor' around the shared phone and code flow (application §2, §6). */
export function VendorSignInPage({ consumerSignedIn, onSignOut, signingOut, children }: VendorSignInPageProps) {
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="vendor-sign-in-title">
        <div className={styles.intro}>
          <p className={styles.kicker}>Utsav for vendors</p>
          <h1 id="vendor-sign-in-title" className={styles.title}>
            Sign in as vendor
          </h1>
          <p className={styles.lead}>
            Manage your offerings, bookings and leads. New here? Sign in with your business mobile number and we will set up your business
            next.
          </p>
        </div>
        {consumerSignedIn ? (
          <div className={styles.note} role="note">
            <p className={styles.noteTitle}>You are signed in as a customer</p>
            <p>This is the sign-in for vendors. Sign out first, then sign in with your business mobile number.</p>
            <button type="button" className="btn btn-primary" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
              {signingOut ? "Signing out…" : "Sign out"}
            </button>
          </div>
        ) : (
          children
        )}
        <p className={styles.other}>
          Shopping instead? <Link to={paths.login()}>Customer login</Link> · <Link to={paths.vendors()}>Why sell on Utsav</Link>
        </p>
      </section>
    </div>
  );
}
