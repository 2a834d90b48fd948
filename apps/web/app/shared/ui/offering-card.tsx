import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NOT_FREE_LINE, unservedLine } from "@utsav/domain/client";
import { useChosenLocality } from "../lib/chosen-locality";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { Picture } from "./picture";
import { VendorName } from "./verified-badge";
import type { PictureMedia } from "./picture";
import styles from "./offering-card.module.css";

// The rating's words and rule load after the list (docs/decisions/0060): a list page's first load is at its budget.
// The server draws it with the card; the browser takes it over once its code arrives.
const CardRating = lazy(() => import("./card-rating"));

/** What a card draws: a full offering card satisfies it. */
export type OfferingCardView = Pick<OfferingCardData, "id" | "title" | "vendorName" | "vendorVerified" | "priceLabel" | "navRef"> &
  Partial<Pick<OfferingCardData, "rating" | "reviewsCount">> & {
    image: PictureMedia;
  };

/** Cards of a grid that can be on the first screen: a desktop row of four. */
const FIRST_SCREEN_CARDS = 4;

/**
 * A grid's cards, each drawn by `card` with its index: those that can be on the first screen, then the rest in a
 * Suspense boundary, which React hydrates after the rest of the page (docs/decisions/0026). Suspense itself, as
 * HydrateLater (hydrate-later.tsx) here would be one more script file for the collection page, at its budget.
 */
export function GridCards<T>({ offerings, card }: { offerings: readonly T[]; card: (offering: T, index: number) => ReactNode }) {
  return (
    <>
      {offerings.slice(0, FIRST_SCREEN_CARDS).map((offering, index) => card(offering, index))}
      <Suspense fallback={null}>
        {offerings.slice(FIRST_SCREEN_CARDS).map((offering, index) => card(offering, FIRST_SCREEN_CARDS + index))}
      </Suspense>
    </>
  );
}

interface OfferingCardProps {
  offering: OfferingCardView;
  /** Text above the price, e.g. 'Starting at' on home rows. */
  priceCaption?: string;
  sizes?: string;
  priority?: boolean;
}

/**
 * An offering in a row or grid: picture, title, vendor, its rating where it has reviews, and price, linking to its page
 * through navRef.
 */
export function OfferingCard({
  offering,
  priceCaption,
  sizes = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw",
  priority,
}: OfferingCardProps) {
  // A vendor that does not serve the chosen locality: the card stays, dimmed, and says so (decision 0022).
  const { locality, serves, eventDate, freeOn } = useChosenLocality();
  const unserved = locality !== null && !serves(offering.id);
  // Nor one that cannot take the chosen event date (decision 0058).
  const notFree = eventDate !== null && !freeOn(offering.id);
  const unavailable = unserved || notFree;
  return (
    <article className={styles.card} data-unavailable={unavailable || undefined}>
      <Link to={offering.navRef} className={styles.link} prefetch="intent">
        <div className={styles.media}>
          <Picture media={offering.image} sizes={sizes} priority={priority} className={styles.img} alt="" />
        </div>
        <h3 className={styles.title}>{offering.title}</h3>
      </Link>
      <p className={styles.vendor}>
        <VendorName name={offering.vendorName} verified={offering.vendorVerified} />
      </p>
      {offering.rating && offering.reviewsCount ? (
        <Suspense fallback={null}>
          <CardRating rating={offering.rating} reviewsCount={offering.reviewsCount} />
        </Suspense>
      ) : null}
      <p className={styles.price}>
        {priceCaption ? <span className={styles.caption}>{priceCaption} </span> : null}
        <strong>{offering.priceLabel.replace(/^From\s+/, "")}</strong>
      </p>
      {unserved ? <p className={styles.unavailable}>{unservedLine(locality)}</p> : null}
      {notFree ? <p className={styles.unavailable}>{NOT_FREE_LINE}</p> : null}
    </article>
  );
}
