import { MESSAGES, SESSION_COPY } from "@utsav/domain/client";
import { SignOutIcon } from "./nav-icons";
import { useSignOut } from "./use-sign-out";
import styles from "./shell.module.css";

/** The vendor area's compact top bar: whose business this is, and Sign out. */
export function VendorTopBar({ businessName, logo }: { businessName: string | null; logo?: string | null }) {
  const { signOut, signingOut, failed } = useSignOut();
  const initial = businessName?.trim().charAt(0).toUpperCase() || "U";
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <div className={styles.identity}>
          {logo ? (
            <img className={styles.logo} src={logo} alt="" width={40} height={40} />
          ) : (
            <span className={styles.logo} aria-hidden="true">
              {initial}
            </span>
          )}
          <div className={styles.names}>
            <span className={styles.kicker}>Vendor account</span>
            <span className={styles.business}>{businessName ?? "New business"}</span>
          </div>
        </div>
        <button
          type="button"
          className={`btn btn-outline ${styles.signOut}`}
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          <SignOutIcon />
          {signingOut ? SESSION_COPY.signingOut : SESSION_COPY.signOut}
        </button>
        {failed ? (
          <p role="alert" className={styles.signOutFailed}>
            {MESSAGES.logoutFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}
