import type { AdminWaitlist } from "@utsav/domain";
import styles from "./ops.module.css";

interface WaitlistsPageProps {
  lists: { id: string; title: string; list: AdminWaitlist; exportUrl: string }[];
}

/** /ops/waitlists: the shoppers' and the vendors' waitlists, newest first, each with its CSV export. */
export function WaitlistsPage({ lists }: WaitlistsPageProps) {
  return (
    <section className={styles.stack} aria-labelledby="waitlists-title">
      <h1 id="waitlists-title" className="page-title">
        Waitlists
      </h1>
      {lists.map(({ id, title, list, exportUrl }) => (
        <section key={id} className={styles.card} aria-labelledby={`${id}-title`}>
          <div className={styles.bar}>
            <h2 id={`${id}-title`} className="section-title">
              {title} ({list.rows.length})
            </h2>
            <a className="btn btn-outline" href={exportUrl} download>
              Export {title.toLowerCase()} (CSV)
            </a>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {list.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </section>
  );
}
