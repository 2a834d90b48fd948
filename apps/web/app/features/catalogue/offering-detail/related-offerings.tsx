import { useId, useState } from "react";
import { CATALOGUE_COPY, DISPLAY } from "@utsav/domain/client";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { OfferingCard } from "../../../shared/ui/offering-card";
import styles from "./related-offerings.module.css";

/** 'More offerings by {vendor}': 3 at first (application §9), then the rest on request. */
export function RelatedOfferings({ vendorName, offerings }: { vendorName: string; offerings: OfferingCardData[] }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  if (offerings.length === 0) return null;
  const shown = expanded ? offerings : offerings.slice(0, DISPLAY.relatedOfferingsInitial);
  return (
    <section className={styles.related} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        More offerings by {vendorName}
      </h2>
      <ul className={styles.grid}>
        {shown.map((offering) => (
          <li key={offering.id}>
            <OfferingCard offering={offering} sizes="(min-width: 1024px) 120px, 30vw" />
          </li>
        ))}
      </ul>
      {!expanded && offerings.length > shown.length ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.more}`}
          aria-label={`View more offerings by ${vendorName}`}
          onClick={() => setExpanded(true)}
        >
          {CATALOGUE_COPY.viewMore}
        </button>
      ) : null}
    </section>
  );
}
