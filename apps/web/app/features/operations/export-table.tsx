import { useFetcher } from "react-router";
import type { ExportAct, ExportActResult } from "./export-acts";
import styles from "./ops.module.css";
import { TableScroll } from "./table-scroll";

interface ExportTableProps {
  id: string;
  title: string;
  count: number;
  /** The act that exports the same rows as CSV (export-acts.ts), and its button's words. */
  exportAct: ExportAct;
  exportLabel: string;
  columns: string[];
  /** One row a record: its cells, the first of which names the row (a row header). */
  rows: { key: string; cells: React.ReactNode[] }[];
}

/**
 * The export button: its act goes to the page's clientAction through a fetcher of its own (the page stays as it is),
 * which makes the link, on the record, and downloads it (docs/decisions/0020, amended 2026-11-28).
 */
function ExportButton({ act, label }: { act: ExportAct; label: string }) {
  const exporter = useFetcher<ExportActResult>();
  const busy = exporter.state !== "idle";
  const answer = busy ? undefined : exporter.data;
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void exporter.submit(act, { method: "post", encType: "application/json" });
      }}
    >
      {/* Not disabled while it runs, so focus stays on it. */}
      <button type="submit" className="btn btn-outline" aria-disabled={busy}>
        {label}
      </button>
      {answer && "error" in answer ? (
        <p className={styles.error} role="alert">
          {answer.error}
        </p>
      ) : null}
    </form>
  );
}

/** A console section: a titled table with its count and its CSV export (activity and waitlists). */
export function ExportTable({ id, title, count, exportAct, exportLabel, columns, rows }: ExportTableProps) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.bar}>
        <h2 id={`${id}-title`} className="section-title">
          {title} ({count})
        </h2>
        <ExportButton act={exportAct} label={exportLabel} />
      </div>
      <TableScroll label={title}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key}>
                {cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
