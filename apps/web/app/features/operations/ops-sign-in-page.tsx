import { OPS_SIGN_IN_COPY as WORDS } from "@utsav/domain/client";
import styles from "./ops.module.css";

/**
 * /ops/login: the operators' sign-in around the shared phone and code flow, which the route composes with the
 * console's words (docs/decisions/0043). `returning` when signing in takes the operator back to a page of the console.
 */
export function OpsSignInPage({ returning = false, children }: { returning?: boolean; children: React.ReactNode }) {
  return (
    <section className={`container ${styles.shell}`} aria-labelledby="ops-sign-in-title">
      <div>
        <p className={styles.kicker}>Utsav operations</p>
        <h1 id="ops-sign-in-title" className="page-title">
          {WORDS.pageTitle}
        </h1>
        <p className="muted">{WORDS.pageLead}</p>
        {returning ? <p>{WORDS.returnNote}</p> : null}
      </div>
      <div className={styles.card}>{children}</div>
    </section>
  );
}
