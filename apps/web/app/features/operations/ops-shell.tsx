import { Form, NavLink } from "react-router";
import { COMMON_COPY, OPS_NAV_COPY, SESSION_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import styles from "./ops.module.css";
import { workPaths } from "../../lib/work-paths";

const LINKS = [
  { to: workPaths.ops(), label: OPS_NAV_COPY.overview, end: true },
  { to: workPaths.opsVendors(), label: OPS_NAV_COPY.vendors, end: false },
  { to: workPaths.opsActivity(), label: OPS_NAV_COPY.activity, end: false },
  { to: workPaths.opsWaiting(), label: OPS_NAV_COPY.waiting, end: false },
  { to: workPaths.opsPayments(), label: COMMON_COPY.payments, end: false },
  { to: workPaths.opsReviews(), label: OPS_NAV_COPY.reviews, end: false },
  { to: workPaths.opsStanding(), label: OPS_NAV_COPY.standing, end: false },
  { to: workPaths.opsWaitlists(), label: OPS_NAV_COPY.waitlists, end: false },
  { to: workPaths.opsAudit(), label: OPS_NAV_COPY.audit, end: false },
  { to: workPaths.opsOperators(), label: OPS_NAV_COPY.operators, end: false },
];

/** The console's frame: where one is, the sections, and signing out (docs/decisions/0020). */
export function OpsShell({ children }: { children: React.ReactNode }) {
  return (
    <div className={`container ${styles.shell}`}>
      <div className={styles.bar}>
        <p className={styles.kicker}>Utsav operations</p>
        <Form method="post" action={workPaths.opsLogout()}>
          <button type="submit" className="btn btn-outline">
            {SESSION_COPY.signOut}
          </button>
        </Form>
      </div>
      <nav className={styles.nav} aria-label={OPS_NAV_COPY.label}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** Someone signed in as a consumer or a vendor opened the console. */
export function NotAnOperatorPage() {
  return (
    <section className={`container ${styles.shell}`} aria-labelledby="not-operator-title">
      <h1 id="not-operator-title" className="page-title">
        This page is for Utsav&apos;s operations team
      </h1>
      <p>You are signed in with an account that cannot open the operations console.</p>
      <p>
        <a className="btn btn-outline" href={paths.home()}>
          {SESSION_COPY.backToShopping}
        </a>
      </p>
    </section>
  );
}
