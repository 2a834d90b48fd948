import { formatDay } from "@utsav/domain/client";
import type { Overview } from "@utsav/domain";
import styles from "./ops.module.css";
import { TableScroll } from "./table-scroll";

// The /ops home's chart (docs/decisions/0020): the last 30 days as lines drawn in SVG, no chart library; the same
// numbers follow in a table for screen readers and for anyone who wants the figures.

type Day = Overview["days"][number];
const SERIES: { key: Exclude<keyof Day, "day">; label: string; colour: string }[] = [
  { key: "bookings", label: "Bookings", colour: "#c2185b" },
  { key: "leads", label: "Leads", colour: "#1565c0" },
  { key: "consumers", label: "New shoppers", colour: "#2e7d32" },
  { key: "vendors", label: "New vendors", colour: "#6a1b9a" },
  { key: "waitlist", label: "Waitlist sign-ups", colour: "#b35c00" },
];

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/** A polyline's points for one series on the chart's scale. */
export function linePoints(days: readonly Day[], key: Exclude<keyof Day, "day">, top: number): string {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = days.length > 1 ? innerW / (days.length - 1) : 0;
  return days.map((d, i) => `${(PAD.left + i * step).toFixed(1)},${(PAD.top + innerH - (d[key] / top) * innerH).toFixed(1)}`).join(" ");
}

export function ActivityChart({ days }: { days: readonly Day[] }) {
  const top = Math.max(1, ...days.flatMap((d) => SERIES.map((s) => d[s.key])));
  const totals = SERIES.map((s) => `${s.label} ${days.reduce((sum, d) => sum + d[s.key], 0)}`).join(", ");
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  return (
    <figure className={styles.card} aria-labelledby="activity-chart-caption">
      <figcaption id="activity-chart-caption">
        <h2 className="section-title">The last 30 days</h2>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Daily counts from ${first ? formatDay(first) : ""} to ${last ? formatDay(last) : ""}. Totals: ${totals}.`}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#6b6673" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#6b6673" />
        <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" fontSize="12" fill="#4a4652">
          {top}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize="12" fill="#4a4652">
          0
        </text>
        {first ? (
          <text x={PAD.left} y={HEIGHT - 8} fontSize="12" fill="#4a4652">
            {formatDay(first)}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="#4a4652">
            {formatDay(last)}
          </text>
        ) : null}
        {SERIES.map((s) => (
          <polyline key={s.key} points={linePoints(days, s.key, top)} fill="none" stroke={s.colour} strokeWidth="2.5" />
        ))}
      </svg>
      <ul className={styles.legend} aria-label="Lines">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.colour }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>The numbers by day</summary>
        <TableScroll label={"The numbers by day"}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatDay(d.day)}</th>
                  {SERIES.map((s) => (
                    <td key={s.key}>{d[s.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
