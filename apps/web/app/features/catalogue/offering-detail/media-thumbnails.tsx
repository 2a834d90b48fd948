import { DISPLAY } from "@utsav/domain/client";
import type { MediaItem } from "@utsav/domain";
import { visibleWindow } from "@utsav/domain/client";
import { PlayIcon } from "./icons";
import styles from "./media-thumbnails.module.css";

interface MediaThumbnailsProps {
  media: MediaItem[];
  index: number;
  onSelect: (index: number) => void;
  /** Horizontal strips show at most 6 thumbnails, vertical ones at most 4 (application §2, §9). */
  orientation?: "horizontal" | "vertical";
  className?: string;
}

/** 48 px thumbnails that follow the current slide when there are more than fit. */
export function MediaThumbnails({ media, index, onSelect, orientation = "horizontal", className }: MediaThumbnailsProps) {
  if (media.length < 2) return null;
  const max = orientation === "horizontal" ? DISPLAY.thumbnailsHorizontalMax : DISPLAY.thumbnailsVerticalMax;
  const { start, end } = visibleWindow(media.length, index, max);
  return (
    <ul className={`${styles.list} ${orientation === "vertical" ? styles.vertical : ""} ${className ?? ""}`} aria-label="Thumbnails">
      {media.slice(start, end).map((item, offset) => {
        const itemIndex = start + offset;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={styles.thumb}
              style={{ width: DISPLAY.thumbnailPx, height: DISPLAY.thumbnailPx }}
              aria-label={`Show ${item.type === "video" ? "video" : "picture"} ${itemIndex + 1} of ${media.length}`}
              aria-current={itemIndex === index ? "true" : undefined}
              onClick={() => onSelect(itemIndex)}
            >
              <img
                src={item.thumbnailUrl ?? item.poster ?? item.url}
                alt=""
                width={DISPLAY.thumbnailPx}
                height={DISPLAY.thumbnailPx}
                loading="lazy"
                decoding="async"
              />
              {item.type === "video" ? (
                <span className={styles.play}>
                  <PlayIcon size={14} />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
