import { SESSION_COPY, VENDOR_SIGN_IN_COPY } from "@utsav/domain/client";
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

interface VendorPanelProps {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  lead: string;
  children: React.ReactNode;
}

/** The vendors' sign-in panel: 'Utsav for vendors', its heading and lead, then what the page asks. */
export function VendorPanel({ id, title, lead, children }: VendorPanelProps) {
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={id}>
        <div className={styles.intro}>
          <p className={styles.kicker}>{VENDOR_SIGN_IN_COPY.kicker}</p>
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {children}
      </section>
    </div>
  );
}

/** /vendor/login: 'Sign in as vendor' around the shared phone and code flow (application §2, §6). */
export function VendorSignInPage({ consumerSignedIn, onSignOut, signingOut, children }: VendorSignInPageProps) {
  return (
    <VendorPanel id="vendor-sign-in-title" title={VENDOR_SIGN_IN_COPY.title} lead={VENDOR_SIGN_IN_COPY.lead}>
      {consumerSignedIn ? (
        <div className={styles.note} role="note">
          <p className={styles.noteTitle}>{VENDOR_SIGN_IN_COPY.consumerSignedInTitle}</p>
          <p>{VENDOR_SIGN_IN_COPY.consumerSignedInBody}</p>
          <button type="button" className="btn btn-primary" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
            {signingOut ? SESSION_COPY.signingOut : SESSION_COPY.signOut}
          </button>
        </div>
      ) : (
        children
      )}
      <p className={styles.other}>
        {VENDOR_SIGN_IN_COPY.shoppingInstead} <Link to={paths.login()}>{VENDOR_SIGN_IN_COPY.customerLogin}</Link> ·{" "}
        <Link to={paths.vendors()}>{VENDOR_SIGN_IN_COPY.whySell}</Link>
      </p>
    </VendorPanel>
  );
}
