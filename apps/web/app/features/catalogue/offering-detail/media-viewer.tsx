import { useEffect, useRef } from "react";
import type { MediaItem } from "@utsav/domain";
import { Modal } from "../../../shared/ui/modal";
import { MediaSlide } from "./media-slide";
import { MediaArrows, MediaTrack } from "./media-track";
import { PaginationDots } from "./pagination-dots";
import { arrowKeyStep, useMediaCarousel } from "./use-media-carousel";
import styles from "./media-viewer.module.css";

interface MediaViewerProps {
  open: boolean;
  media: MediaItem[];
  title: string;
  startIndex: number;
  /** Called with the index the viewer was showing, so the page's carousel can follow (application §4). */
  onClose: (index: number) => void;
}

/** The full-screen viewer: its own carousel, opened at the page's slide; arrow keys move it. */
export function MediaViewer({ open, media, title, startIndex, onClose }: MediaViewerProps) {
  const shown = useRef(startIndex);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(shown.current);
      }}
      title={title}
      size="full"
    >
      <ViewerCarousel
        media={media}
        startIndex={startIndex}
        onIndexChange={(index) => {
          shown.current = index;
        }}
      />
    </Modal>
  );
}

function ViewerCarousel({
  media,
  startIndex,
  onIndexChange,
}: {
  media: MediaItem[];
  startIndex: number;
  onIndexChange: (index: number) => void;
}) {
  const carousel = useMediaCarousel(media.length, startIndex);
  const { index, goTo } = carousel;

  useEffect(() => {
    onIndexChange(index);
  }, [index, onIndexChange]);

  // The dialog keeps focus inside itself, so the arrow keys are heard wherever focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = arrowKeyStep(event);
      if (step !== 0) goTo(index + step);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goTo, index]);

  const count = media.length;
  return (
    <div className={styles.viewer} aria-roledescription="carousel" aria-label="Full-screen pictures">
      <div className={styles.stage}>
        <MediaTrack
          media={media}
          carousel={carousel}
          slideClassName={styles.slide}
          renderSlide={(item, i) => <MediaSlide media={item} sizes="100vw" active={i === index} fit="contain" />}
        />
        <MediaArrows
          carousel={carousel}
          count={count}
          classNames={{ previous: `icon-btn ${styles.nav} ${styles.previous}`, next: `icon-btn ${styles.nav} ${styles.next}` }}
        />
      </div>
      <div className={styles.footer}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </p>
        <PaginationDots count={count} index={index} onSelect={goTo} label="Show item" />
      </div>
    </div>
  );
}
