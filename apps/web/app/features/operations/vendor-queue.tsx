import { Link } from "react-router";
import { formatDayTime, RESPONSIVENESS_COPY, REVIEW_STATE_LABELS, VENDOR_REVIEW_STATES } from "@utsav/domain/client";
import type { OperatorVendorSummary } from "@utsav/domain";
import styles from "./ops.module.css";
import { workPaths } from "../../lib/work-paths";
import { TableScroll } from "./table-scroll";
import { ResponsivenessCell } from "./responsiveness-cell";

/** The queue opens on the vendors waiting for review. */
const WAITING = { state: "waiting", label: REVIEW_STATE_LABELS.waiting };

const FILTERS = [
  ...VENDOR_REVIEW_STATES.map((state) => ({ state, label: REVIEW_STATE_LABELS[state] })),
  { state: "paused", label: "Paused" },
];

/** /ops/vendors: the vendors in one review state (waiting first), each opening its review. */
export function VendorQueue({ state, vendors }: { state: string; vendors: OperatorVendorSummary[] }) {
  const current = FILTERS.find((f) => f.state === state) ?? WAITING;
  return (
    <section className={styles.stack} aria-labelledby="queue-title">
      <h1 id="queue-title" className="page-title">
        Vendors: {current.label.toLowerCase()}
      </h1>
      <nav className={styles.nav} aria-label="Review states">
        <ul>
          {FILTERS.map((f) => (
            <li key={f.state}>
              <Link to={workPaths.opsVendors(f.state)} aria-current={f.state === current.state ? "page" : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {vendors.length === 0 ? (
        <p>No vendors are {current.label.toLowerCase()} right now.</p>
      ) : (
        <TableScroll label={`Vendors ${current.label.toLowerCase()}`}>
          <table className={styles.table}>
            <caption className="visually-hidden">Vendors {current.label.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Vendor</th>
                <th scope="col">State</th>
                <th scope="col">Submitted</th>
                <th scope="col">Offerings</th>
                <th scope="col">Documents</th>
                <th scope="col">{RESPONSIVENESS_COPY.column}</th>
              </tr>
            </thead>
            <tbody>
              {vendors.map((v) => (
                <tr key={v.id}>
                  <th scope="row">
                    <Link to={workPaths.opsVendor(v.id)}>{v.name}</Link>
                    <div className="muted">
                      {v.area}
                      {v.catalogue ? " · catalogue vendor" : ""}
                    </div>
                  </th>
                  <td>
                    <span className={styles.badge}>{REVIEW_STATE_LABELS[v.reviewState]}</span>
                    {v.pausedReason ? <div>Paused: {v.pausedReason}</div> : null}
                  </td>
                  <td>{v.submittedAt ? formatDayTime(v.submittedAt) : "—"}</td>
                  <td>{v.offeringsCount}</td>
                  <td>{v.kycState ? v.kycState.replace("_", " ") : "—"}</td>
                  <td>
                    <ResponsivenessCell responsiveness={v.responsiveness} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
