import { lazy, Suspense, useId } from "react";
import type { ReactNode } from "react";
import { leadTimeLine, STORE_COPY } from "@utsav/domain/client";
import type { Store } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { Breadcrumbs } from "../../shared/ui/breadcrumbs";
import { HydrateLater } from "../../shared/ui/hydrate-later";
import { StoreGallery } from "./store-gallery";
import { StoreHeader } from "./store-header";
import styles from "./store-page.module.css";

// Below the fold, rendered on the server: their code loads after the rest (the route's first load stays in budget).
const StoreTerms = lazy(() => import("./store-terms").then((m) => ({ default: m.StoreTerms })));
const StoreJsonLd = lazy(() => import("./store-json-ld").then((m) => ({ default: m.StoreJsonLd })));

interface StorePageProps {
  store: Store;
  origin: string;
  /** The vendor's offerings as the lists draw them, and its reviews as its offering pages show them (the route's). */
  offerings: ReactNode;
  reviews: ReactNode;
}

/**
 * A vendor's public page (docs/decisions/0059): who they are and since when, their story, where they serve and the
 * notice they need, their gallery, every offering on sale, their reviews and their terms.
 */
export function StorePage({ store, origin, offerings, reviews }: StorePageProps) {
  const aboutId = useId();
  const offeringsId = useId();
  const leadTime = store.leadTimeText ?? leadTimeLine(store.leadTimeDays);
  return (
    <div className={`container ${styles.page}`}>
      <Suspense fallback={null}>
        <StoreJsonLd store={store} origin={origin} />
      </Suspense>
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: store.name }]} />
      <StoreHeader store={store} />
      <section className={styles.section} aria-labelledby={aboutId}>
        <h2 id={aboutId} className="section-title">
          {STORE_COPY.about(store.name)}
        </h2>
        {store.story ? <p className={styles.story}>{store.story}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{STORE_COPY.serviceArea}</dt>
            <dd>{store.serviceAreaSummary ?? store.area}</dd>
          </div>
          {leadTime ? (
            <div>
              <dt>{STORE_COPY.leadTime}</dt>
              <dd>{leadTime}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {/* The gallery and the offerings are taken over after the page's first screen, in tasks of their own. */}
      <HydrateLater>
        <StoreGallery store={store} />
      </HydrateLater>
      <section className={styles.section} aria-labelledby={offeringsId}>
        <h2 id={offeringsId} className="section-title">
          {STORE_COPY.offerings(store.name)}
        </h2>
        {store.offerings.length > 0 ? <HydrateLater>{offerings}</HydrateLater> : <p className="muted">{STORE_COPY.noOfferings}</p>}
      </section>
      {reviews}
      <Suspense fallback={null}>
        <StoreTerms terms={store.terms} />
      </Suspense>
    </div>
  );
}
