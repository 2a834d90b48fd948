import { Link } from "react-router";
import { AUDIT_ACTION_LABELS, formatDayTime, OPS_NAV_COPY } from "@utsav/domain/client";
import type { AuditPage } from "@utsav/domain";
import styles from "./ops.module.css";
import { workPaths } from "../../lib/work-paths";
import { TableScroll } from "./table-scroll";

const detailText = (detail: AuditPage["entries"][number]["detail"]) =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join("; ");

/** /ops/audit: who opened, revealed or decided what, when and from where; newest first, read only. */
export function AuditLog({ page }: { page: AuditPage }) {
  return (
    <section className={styles.stack} aria-labelledby="audit-title">
      <h1 id="audit-title" className="page-title">
        {OPS_NAV_COPY.audit}
      </h1>
      <p className="muted">Every document opened, number revealed, decision and export. Entries cannot be changed or deleted.</p>
      <TableScroll label={OPS_NAV_COPY.audit}>
        <table className={styles.table}>
          <caption className="visually-hidden">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Vendor and object</th>
              <th scope="col">Details</th>
              <th scope="col">Client address</th>
            </tr>
          </thead>
          <tbody>
            {page.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDayTime(entry.at)}</td>
                <td>{entry.actorName}</td>
                <th scope="row">{AUDIT_ACTION_LABELS[entry.action]}</th>
                <td>
                  {entry.vendorId ? (
                    <>
                      {/* The business by its name, its id beside it for a search or a ticket (docs/decisions/0043). */}
                      <Link to={workPaths.opsVendor(entry.vendorId)}>{entry.vendorName ?? entry.vendorId}</Link>
                      {entry.vendorName ? <div className="muted">{entry.vendorId}</div> : null}
                    </>
                  ) : null}
                  {entry.target ? <div className="muted">{entry.target}</div> : null}
                </td>
                <td>{detailText(entry.detail)}</td>
                <td>{entry.clientAddress ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {page.entries.length === 0 ? <p>Nothing has been recorded yet.</p> : null}
      {page.nextBefore ? (
        <p>
          <Link to={workPaths.opsAudit(page.nextBefore)}>Older entries</Link>
        </p>
      ) : null}
    </section>
  );
}
