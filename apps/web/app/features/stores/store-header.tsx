import { CATALOGUE_COPY, clientCountText, ratingText, reviewsCountText, STORE_COPY } from "@utsav/domain/client";
import type { Store } from "@utsav/domain";
import { VerifiedBadge } from "../../shared/ui/verified-badge";
import styles from "./store-page.module.css";

/** The store's head: logo, name with the verified badge, since when, and the vendor's rating, clients and reviews. */
export function StoreHeader({ store }: { store: Store }) {
  return (
    <header className={styles.header}>
      {store.logo ? <img className={styles.logo} src={store.logo} alt="" width={88} height={88} decoding="async" /> : null}
      <div className={styles.heading}>
        {store.titleTag ? <p className={styles.tag}>{store.titleTag}</p> : null}
        <h1 className={`page-title ${styles.name}`}>{store.name}</h1>
        <p className={styles.since}>
          {store.verified ? <VerifiedBadge /> : null}
          <span>{STORE_COPY.since(store.since)}</span>
        </p>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{CATALOGUE_COPY.rating}</dt>
          <dd>{ratingText(store.rating)}</dd>
        </div>
        <div>
          <dt>{CATALOGUE_COPY.served}</dt>
          <dd>{clientCountText(store.clientsCount)}</dd>
        </div>
        <div>
          <dt>{CATALOGUE_COPY.reviews}</dt>
          <dd>{reviewsCountText(store.reviewsCount)}</dd>
        </div>
      </dl>
    </header>
  );
}
