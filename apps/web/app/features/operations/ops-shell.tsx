import { Form, NavLink } from "react-router";
import { COMMON_COPY, WAITING_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import styles from "./ops.module.css";
import { workPaths } from "../../lib/work-paths";

const LINKS = [
  { to: workPaths.ops(), label: "Overview", end: true },
  { to: workPaths.opsVendors(), label: "Vendors", end: false },
  { to: workPaths.opsActivity(), label: "Bookings and leads", end: false },
  { to: workPaths.opsWaiting(), label: WAITING_COPY.navLabel, end: false },
  { to: workPaths.opsPayments(), label: COMMON_COPY.payments, end: false },
  { to: workPaths.opsWaitlists(), label: "Waitlists", end: false },
  { to: workPaths.opsAudit(), label: "Audit log", end: false },
  { to: workPaths.opsOperators(), label: "Operators", end: false },
];

/** The console's frame: where one is, the sections, and signing out (docs/decisions/0020). */
export function OpsShell({ children }: { children: React.ReactNode }) {
  return (
    <div className={`container ${styles.shell}`}>
      <div className={styles.bar}>
        <p className={styles.kicker}>Utsav operations</p>
        <Form method="post" action={workPaths.opsLogout()}>
          <button type="submit" className="btn btn-outline">
            Sign out
          </button>
        </Form>
      </div>
      <nav className={styles.nav} aria-label="Operations">
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
          Back to shopping
        </a>
      </p>
    </section>
  );
}
