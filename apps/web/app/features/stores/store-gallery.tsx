import { useId } from "react";
import { STORE_COPY } from "@utsav/domain/client";
import type { Store } from "@utsav/domain";
import { Picture, pictureMedia } from "../../shared/ui/picture";
import styles from "./store-page.module.css";

/**
 * The vendor's gallery in its own order, the main picture first, each with its caption (docs/decisions/0059). Where the
 * vendor has curated none, its offerings' first pictures stand in, captioned with their names, and the page says so.
 */
export function StoreGallery({ store }: { store: Pick<Store, "gallery" | "galleryCurated"> }) {
  const titleId = useId();
  if (store.gallery.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {STORE_COPY.gallery}
      </h2>
      {store.galleryCurated ? null : <p className="muted">{STORE_COPY.galleryFromOfferings}</p>}
      <ul className={styles.gallery}>
        {store.gallery.map((picture) => (
          <li key={picture.id}>
            <figure className={styles.figure}>
              <Picture
                media={pictureMedia(picture.image)}
                sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                className={styles.picture}
              />
              {picture.caption ? <figcaption className={styles.caption}>{picture.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
