import { useEffect, useState } from "react";
import { catalogueCopyFor } from "@utsav/domain/client";
import type { HeroData } from "@utsav/domain";
import styles from "./hero-banner.module.css";

type HeroLine = HeroData["richTextArray"][number];

const STYLE_CLASS: Record<HeroLine["style"], string | undefined> = {
  normal: undefined,
  bold: styles.lineBold,
  italic: styles.lineItalic,
  highlighted: styles.lineHighlighted,
};

/**
 * The hero's text lines, one at a time on its rotation interval, with a dot for each (application §4 "Hero text
 * rotates through its lines on a timer (3000 ms default) with dot indicators"). The dots are buttons: choosing one
 * shows its line and stops the rotation, as does hovering or focusing the lines (WCAG 2.2.2, Pause, Stop, Hide), and a
 * visitor who asked for reduced motion gets no rotation at all.
 */
export function HeroLines({ lines, intervalMs }: { lines: HeroLine[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (lines.length < 2 || stopped || held) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % lines.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [lines.length, intervalMs, stopped, held]);

  const line = lines[index % lines.length];
  if (!line) return null;
  return (
    <div
      className={styles.lines}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p key={index} className={`${styles.line} ${STYLE_CLASS[line.style] ?? ""}`} style={line.color ? { color: line.color } : undefined}>
        {line.text}
      </p>
      {lines.length > 1 ? (
        <div className={styles.dots} role="group" aria-label="Hero messages">
          {lines.map((each, i) => (
            <button
              key={each.text}
              type="button"
              className={styles.dot}
              aria-label={catalogueCopyFor.showMessage(i + 1, lines.length)}
              aria-pressed={i === index % lines.length}
              onClick={() => {
                setIndex(i);
                setStopped(true);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
