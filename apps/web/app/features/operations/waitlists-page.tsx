import type { OperatorWaitlist } from "@utsav/domain";
import { ExportTable } from "./export-table";
import styles from "./ops.module.css";

interface WaitlistsPageProps {
  lists: { id: "consumers" | "vendors"; title: string; list: OperatorWaitlist }[];
}

/** /ops/waitlists: the consumers' and the vendors' waitlists, newest first, each with its CSV export. */
export function WaitlistsPage({ lists }: WaitlistsPageProps) {
  return (
    <section className={styles.stack} aria-labelledby="waitlists-title">
      <h1 id="waitlists-title" className="page-title">
        Waitlists
      </h1>
      {lists.map(({ id, title, list }) => (
        <ExportTable
          key={id}
          id={id}
          title={title}
          count={list.rows.length}
          exportAct={{ intent: "export-waitlist", list: id }}
          exportLabel={`Export ${title.toLowerCase()} (CSV)`}
          columns={list.columns}
          rows={list.rows.map((row, i) => ({ key: String(i), cells: row }))}
        />
      ))}
    </section>
  );
}
