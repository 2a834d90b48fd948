import type { MediaItem } from "@utsav/domain";

/** What a picture is drawn from: a media item's image fields. */
export type PictureMedia = Pick<MediaItem, "type" | "url" | "alt" | "width" | "height" | "srcSet" | "poster">;

/** The fields of a media item that Picture draws, and nothing else (smaller page data). */
export const pictureMedia = ({ type, url, alt, width, height, srcSet, poster }: MediaItem): PictureMedia => ({
  type,
  url,
  alt,
  ...(width !== undefined && { width }),
  ...(height !== undefined && { height }),
  ...(srcSet !== undefined && { srcSet }),
  ...(poster !== undefined && { poster }),
});

interface PictureProps {
  media: PictureMedia;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** The first picture on screen (LCP) loads eagerly with high priority; the rest are lazy. */
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** A responsive picture: AVIF, then WebP, with explicit dimensions so nothing shifts while it loads. */
export function Picture({ media, sizes, priority = false, className, alt }: PictureProps) {
  const src = media.type === "video" ? (media.poster ?? media.url) : media.url;
  return (
    <picture>
      {media.srcSet ? <source type="image/avif" srcSet={media.srcSet.avif} sizes={sizes} /> : null}
      {media.srcSet ? <source type="image/webp" srcSet={media.srcSet.webp} sizes={sizes} /> : null}
      <img
        className={className}
        src={src}
        alt={alt ?? media.alt}
        width={media.width ?? 960}
        height={media.height ?? 960}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
