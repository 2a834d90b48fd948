import styles from "./ops.module.css";

/** /ops/login: the operators' sign-in around the shared phone and code flow, which the route composes. */
export function OpsSignInPage({ children }: { children: React.ReactNode }) {
  return (
    <section className={`container ${styles.shell}`} aria-labelledby="ops-sign-in-title">
      <div>
        <p className={styles.kicker}>Utsav operations</p>
        <h1 id="ops-sign-in-title" className="page-title">
          Sign in to operations
        </h1>
        <p className="muted">
          For the marketplace&apos;s operators only. Sign in with the mobile number your account was added with; the session ends after 15
          minutes without activity.
        </p>
      </div>
      <div className={styles.card}>{children}</div>
    </section>
  );
}
