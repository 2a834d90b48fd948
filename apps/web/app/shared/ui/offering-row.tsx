import { startTransition, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Chevron } from "./icons";
import { OfferingCard } from "./offering-card";
import type { OfferingCardView } from "./offering-card";
import styles from "./offering-row.module.css";

interface OfferingRowProps {
  id: string;
  title: string;
  offerings: OfferingCardView[];
  seeAll?: { to: string; label: string };
  priceCaption?: string;
  /** The first row on the page loads its first pictures eagerly. */
  priority?: boolean;
  /**
   * How many cards the page is drawn with (default: all). The rest are added once the row comes near the screen or
   * is scrolled, focused or moved by its arrows (docs/decisions/0014).
   */
  initialCount?: number;
}

const JUMP = 3;

/** A horizontal row of offerings; the arrows move by 3 cards (application §2). */
export function OfferingRow({ id, title, offerings, seeAll, priceCaption, priority, initialCount }: OfferingRowProps) {
  const track = useRef<HTMLUListElement>(null);
  const [whole, setWhole] = useState(initialCount === undefined || initialCount >= offerings.length);
  const showAll = () => setWhole(true);
  useEffect(() => {
    const list = track.current;
    if (whole || !list) return;
    if (typeof IntersectionObserver === "undefined") {
      setWhole(true);
      return;
    }
    // Within a screen's height of the viewport: the cards are there before the consumer reaches the row.
    // A transition: React adds the cards in short tasks, not in one that holds up the page.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setWhole(true)),
      { rootMargin: "100% 0px" },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [whole]);
  const shown = whole ? offerings : offerings.slice(0, initialCount);
  const scrollBy = (direction: 1 | -1) => {
    showAll();
    const list = track.current;
    const card = list?.querySelector("li");
    if (!list || !card) return;
    const gap = parseFloat(getComputedStyle(list).columnGap || "16") || 16;
    list.scrollBy({ left: direction * JUMP * (card.getBoundingClientRect().width + gap), behavior: "smooth" });
  };
  const headingId = `row-${id}`;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className={styles.actions}>
          <button
            type="button"
            className={`icon-btn ${styles.arrow}`}
            aria-label={`Previous offerings in ${title}`}
            onClick={() => scrollBy(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={`icon-btn ${styles.arrow}`}
            aria-label={`Next offerings in ${title}`}
            onClick={() => scrollBy(1)}
          >
            <Chevron direction="right" />
          </button>
          {seeAll ? (
            <Link to={seeAll.to} className={styles.seeAll} aria-label={`${seeAll.label}: ${title}`}>
              {seeAll.label}
            </Link>
          ) : null}
        </div>
      </div>
      <ul className={styles.track} ref={track} onScroll={whole ? undefined : showAll} onFocus={whole ? undefined : showAll}>
        {shown.map((offering, index) => (
          <li key={offering.id} className={styles.item}>
            <OfferingCard
              offering={offering}
              priceCaption={priceCaption}
              priority={priority && index < 2}
              sizes="(min-width: 1024px) 240px, 45vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
