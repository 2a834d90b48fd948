import { useState } from "react";
import type { ReactNode } from "react";
import { COMMON_COPY, MESSAGES, STORE_COPY } from "@utsav/domain/client";
import type { OfferingCard } from "@utsav/domain";
import styles from "./store-page.module.css";

interface StoreOfferingsProps {
  slug: string;
  /** The first offerings, which the page carries (STORE_COPY.offeringsFirst). */
  first: readonly OfferingCard[];
  /** How many the vendor has on sale. */
  total: number;
  /** Draws offerings as the lists do (the route gives the catalogue's grid). */
  grid: (offerings: readonly OfferingCard[]) => ReactNode;
}

/**
 * The vendor's offerings as the lists draw them: the first few, then all of them a press away, read then from the
 * store's cached answer. A store with sixty offerings would otherwise carry, draw and take over sixty cards before a
 * shopper scrolls to them.
 */
export function StoreOfferings({ slug, first, total, grid }: StoreOfferingsProps) {
  const [all, setAll] = useState<readonly OfferingCard[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showAll = async () => {
    setLoading(true);
    setError(null);
    try {
      // The call's code loads only when asked for: the page's first script is at its budget.
      const [{ getStore }, { browserApi }] = await Promise.all([
        import("@utsav/api-client/stores/get-store"),
        import("../../lib/api-client"),
      ]);
      const result = await getStore(browserApi, slug);
      if (result.ok) setAll(result.data.offerings);
      else setError(result.errorMessage ?? MESSAGES.networkError);
    } catch {
      setError(MESSAGES.networkError);
    } finally {
      setLoading(false);
    }
  };
  const shown = all ?? first;
  return (
    <>
      {grid(shown)}
      {shown.length < total ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-outline"
            aria-busy={loading}
            aria-disabled={loading}
            onClick={() => !loading && void showAll()}
          >
            {loading ? COMMON_COPY.loading : STORE_COPY.showAllOfferings(total)}
          </button>
          {error ? (
            <p role="alert" className="muted">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
