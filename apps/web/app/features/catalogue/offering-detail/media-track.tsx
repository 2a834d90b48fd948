import type { ReactNode } from "react";
import type { MediaItem } from "@utsav/domain";
import { Chevron } from "../../../shared/ui/icons";
import type { useMediaCarousel } from "./use-media-carousel";
import styles from "./media-track.module.css";

type Carousel = ReturnType<typeof useMediaCarousel>;

/** The swiping strip of the page's carousel and of the full-screen viewer: one slide per item, named "i of n". */
export function MediaTrack({
  media,
  carousel,
  slideClassName = "",
  renderSlide,
}: {
  media: MediaItem[];
  carousel: Carousel;
  slideClassName?: string;
  renderSlide: (item: MediaItem, index: number) => ReactNode;
}) {
  return (
    <div className={styles.viewport} ref={carousel.viewportRef}>
      <div className={styles.track}>
        {media.map((item, i) => (
          <div
            key={item.id}
            className={`${styles.slide} ${slideClassName}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${media.length}`}
          >
            {renderSlide(item, i)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Previous and Next over a carousel of more than one item; each is disabled at its end. */
export function MediaArrows({
  carousel,
  count,
  classNames,
}: {
  carousel: Carousel;
  count: number;
  classNames: { previous: string; next: string };
}) {
  if (count < 2) return null;
  return (
    <>
      <button
        type="button"
        className={classNames.previous}
        aria-label="Previous"
        disabled={!carousel.canPrevious}
        onClick={carousel.previous}
      >
        <Chevron direction="left" />
      </button>
      <button type="button" className={classNames.next} aria-label="Next" disabled={!carousel.canNext} onClick={carousel.next}>
        <Chevron direction="right" />
      </button>
    </>
  );
}
