import styles from "./ops.module.css";
import { TableScroll } from "./table-scroll";

interface ExportTableProps {
  id: string;
  title: string;
  count: number;
  /** The CSV download of the same rows, and its button's words. */
  exportUrl: string;
  exportLabel: string;
  columns: string[];
  /** One row a record: its cells, the first of which names the row (a row header). */
  rows: { key: string; cells: React.ReactNode[] }[];
}

/** A console section: a titled table with its count and its CSV export (activity and waitlists). */
export function ExportTable({ id, title, count, exportUrl, exportLabel, columns, rows }: ExportTableProps) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.bar}>
        <h2 id={`${id}-title`} className="section-title">
          {title} ({count})
        </h2>
        <a className="btn btn-outline" href={exportUrl} download>
          {exportLabel}
        </a>
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
