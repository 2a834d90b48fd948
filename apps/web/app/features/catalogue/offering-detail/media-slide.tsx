import { useEffect, useRef, useState } from "react";
import { MESSAGES } from "@utsav/domain/client";
import type { MediaItem } from "@utsav/domain";
import { Picture } from "../../../shared/ui/picture";
import styles from "./media-slide.module.css";

interface MediaSlideProps {
  media: MediaItem;
  sizes: string;
  /** Only the first picture of the page is fetched eagerly (it is the largest thing on the first screen). */
  priority?: boolean;
  /** A video that is not on screen any more is paused. */
  active: boolean;
  /** 'cover' fills the square of the page; 'contain' shows the whole picture in the full-screen viewer. */
  fit?: "cover" | "contain";
}

/** One slide of the media carousel: a picture, or a video that plays in place with its own controls. */
export function MediaSlide({ media, sizes, priority = false, active, fit = "cover" }: MediaSlideProps) {
  const fitClass = fit === "cover" ? styles.cover : styles.contain;
  if (media.type === "video" && media.videoUrl)
    return <VideoSlide media={media} videoUrl={media.videoUrl} active={active} className={fitClass} />;
  return <Picture media={media} sizes={sizes} priority={priority} className={`${styles.media} ${fitClass}`} />;
}

function VideoSlide({ media, videoUrl, active, className }: { media: MediaItem; videoUrl: string; active: boolean; className?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  // A video that failed before the page was hydrated fired its error event before React listened for it.
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, []);

  useEffect(() => {
    if (!active) video.current?.pause();
  }, [active]);

  const poster = media.poster ?? media.url;
  if (failed) {
    return (
      <div className={styles.failed}>
        <img src={poster} alt="" className={`${styles.media} ${className} ${styles.dimmed}`} />
        <p className={styles.failedText} role="status">
          {MESSAGES.videoFailed}
        </p>
      </div>
    );
  }
  return (
    <video
      ref={video}
      className={`${styles.media} ${className}`}
      src={videoUrl}
      poster={poster}
      muted={media.muted}
      controls
      playsInline
      preload="metadata"
      aria-label={media.alt}
      onError={() => setFailed(true)}
    />
  );
}
