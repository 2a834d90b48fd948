import { lazy, Suspense, useRef, useState } from "react";
import type { ReactNode } from "react";
import { CATALOGUE_COPY } from "@utsav/domain/client";
import { useLoadMore } from "../../shared/lib/cursor-pages";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import records from "../../shared/ui/vendor-area/records.module.css";
import type { ReviewAsk } from "./vendor-review-dialog";

// The dialog and the form helper behind it load the first time a review is acted on (docs/decisions/0030).
const ReviewActDialog = lazy(() => import("./vendor-review-dialog"));

interface ReviewActListProps<T extends { id: string }> {
  reviews: T[];
  nextCursor: string | null;
  /** Said where there are none. */
  empty: string;
  /** The list's accessible name. */
  label: string | undefined;
  /** The route whose clientAction runs an act. */
  action: string;
  /** One review with its buttons: each asks through `ask`. */
  row: (review: T, ask: (ask: ReviewAsk) => void) => ReactNode;
  /** Where the outcome of an act is said (a status the focus moves to). */
  noticeClassName: string | undefined;
}

/**
 * A list of reviews to act on, the vendor's (answer, report) and the console's (hide, restore) alike
 * (docs/decisions/0060): the outcome's notice, the reviews, "Load more", and the one dialog that asks before an act.
 */
export function ReviewActList<T extends { id: string }>({
  reviews,
  nextCursor,
  empty,
  label,
  action,
  row,
  noticeClassName,
}: ReviewActListProps<T>) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  const [ask, setAsk] = useState<ReviewAsk | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opened = useOpenedOnce(ask !== null);
  return (
    <>
      <p ref={noticeRef} tabIndex={-1} role="status" className={noticeClassName}>
        {notice}
      </p>
      {reviews.length === 0 ? (
        <p className={records.empty}>{empty}</p>
      ) : (
        <ul className={records.list} aria-label={label}>
          {reviews.map((review) => row(review, setAsk))}
        </ul>
      )}
      {loadMore ? (
        <button type="button" className={`btn btn-outline ${records.more}`} disabled={loading} onClick={loadMore}>
          {CATALOGUE_COPY.loadMore}
        </button>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <ReviewActDialog
            ask={ask}
            action={action}
            onClose={() => setAsk(null)}
            onDone={setNotice}
            focusNotice={() => noticeRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
