import { CATALOGUE_COPY, COMMON_COPY, MESSAGES } from "@utsav/domain/client";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { GridCards, OfferingCard } from "../../shared/ui/offering-card";
import { OfferingCardSkeleton } from "../../shared/ui/skeleton";
import styles from "./results-grid.module.css";

/** Placeholders while a page loads: enough to fill two rows at every column count. */
const SKELETON_COUNT = 8;
const CARD_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw";

interface ResultsGridProps {
  results: OfferingCardData[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The pointer is over 'Load more' or it has focus: a press is likely, get ready for it. */
  onLoadMoreIntent?: () => void;
}

/** The results grid of application §2 and §4: the cards, 'Load more' while hasMore, or the empty message. */
export function ResultsGrid({ results, hasMore, loadingMore, onLoadMore, onLoadMoreIntent }: ResultsGridProps) {
  if (results.length === 0) return <p className={styles.empty}>{MESSAGES.emptyOfferings}</p>;
  const card = (offering: OfferingCardData, index: number) => (
    <li key={offering.id}>
      <OfferingCard offering={offering} sizes={CARD_SIZES} priority={index < 2} />
    </li>
  );
  return (
    <>
      {/* The cards' titles are h3: a heading for the list keeps the outline in order. */}
      <h2 className="visually-hidden">Offerings</h2>
      <ul className={styles.grid} aria-busy={loadingMore}>
        <GridCards offerings={results} card={card} />
        {loadingMore
          ? Array.from({ length: SKELETON_COUNT / 2 }, (_, i) => (
              <li key={`skeleton-${i}`} aria-hidden="true">
                <OfferingCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onLoadMore}
            onPointerEnter={onLoadMoreIntent}
            onFocus={onLoadMoreIntent}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? COMMON_COPY.loading : CATALOGUE_COPY.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The grid's shape while the first page of a new search loads. */
export function ResultsSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <OfferingCardSkeleton key={i} />
      ))}
    </div>
  );
}
