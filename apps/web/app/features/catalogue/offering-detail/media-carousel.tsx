import { lazy, Suspense, useState } from "react";
import type { MediaItem } from "@utsav/domain";
import { CATALOGUE_COPY } from "@utsav/domain/client";
import { ExpandIcon } from "./icons";
import { MediaSlide } from "./media-slide";
import { MediaThumbnails } from "./media-thumbnails";
import { MediaArrows, MediaTrack } from "./media-track";
import { useOpenedOnce } from "../../../shared/ui/lazy-overlay";
import { PaginationDots } from "./pagination-dots";
import { arrowKeyStep, useMediaCarousel } from "./use-media-carousel";
import styles from "./media-carousel.module.css";

// The full-screen viewer loads the first time it opens.
const MediaViewer = lazy(() => import("./media-viewer").then((m) => ({ default: m.MediaViewer })));

const SLIDE_SIZES = "(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw";

/**
 * The offering's square media carousel (application §2, §4): swipe or arrows, dots on phones, thumbnails on
 * desktop, videos that play in place, and a full-screen viewer whose position is kept when it closes.
 */
export function MediaCarousel({ media, title }: { media: MediaItem[]; title: string }) {
  const carousel = useMediaCarousel(media.length);
  const [viewerOpen, setViewerOpen] = useState(false);
  const viewerOpened = useOpenedOnce(viewerOpen);
  const count = media.length;

  if (count === 0) return <div className={styles.empty} aria-hidden="true" />;

  const current = media[carousel.index] ?? media[0];
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${title}`}
      onKeyDown={(event) => {
        const step = arrowKeyStep(event);
        if (step !== 0) carousel.goTo(carousel.index + step);
      }}
    >
      <div className={styles.stage}>
        <MediaTrack
          media={media}
          carousel={carousel}
          renderSlide={(item, i) =>
            item.type === "video" ? (
              <MediaSlide media={item} sizes={SLIDE_SIZES} active={i === carousel.index} />
            ) : (
              <button
                type="button"
                className={styles.open}
                aria-label={`Open picture ${i + 1} of ${count} full screen`}
                onClick={() => setViewerOpen(true)}
              >
                <MediaSlide media={item} sizes={SLIDE_SIZES} priority={i === 0} active={i === carousel.index} />
              </button>
            )
          }
        />
        <MediaArrows
          carousel={carousel}
          count={count}
          classNames={{ previous: `${styles.nav} ${styles.previous}`, next: `${styles.nav} ${styles.next}` }}
        />
        <button type="button" className={styles.expand} aria-label={CATALOGUE_COPY.viewFullScreen} onClick={() => setViewerOpen(true)}>
          <ExpandIcon />
        </button>
      </div>
      <PaginationDots count={count} index={carousel.index} onSelect={carousel.goTo} label="Show item" className={styles.dots} />
      <MediaThumbnails media={media} index={carousel.index} onSelect={carousel.goTo} className={styles.thumbs} />
      <p className="visually-hidden" aria-live="polite">
        {`Showing ${current?.type === "video" ? "video" : "picture"} ${carousel.index + 1} of ${count}`}
      </p>
      {viewerOpened ? (
        <Suspense fallback={null}>
          <MediaViewer
            open={viewerOpen}
            media={media}
            title={title}
            startIndex={carousel.index}
            onClose={(index) => {
              setViewerOpen(false);
              carousel.goTo(index, true);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
