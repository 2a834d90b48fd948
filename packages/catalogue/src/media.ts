import type { MediaItem } from "@utsav/domain";
import { DEFAULT_WIDTH, IMAGE_WIDTHS, imageFile, imageSources } from "./image-sources.ts";

// spec: catalogue §2 "Images live under /assets/images/vendor/{vendor}/{id}/". Every picture exists in
// AVIF and WebP at three widths; the generator (images/) writes exactly these files. The site's own pictures
// (site-pictures.ts) live under /assets/images/site/{key}/ in the same formats and widths.

export { DEFAULT_WIDTH, IMAGE_WIDTHS, imageFile, imageSources } from "./image-sources.ts";
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export const IMAGE_SIZE = 960;

/** The home hero's background, 16:9, at these widths: /assets/images/hero/hero-{width}.{avif|webp}. */
export const HERO_DIR = "/assets/images/hero";
export const HERO_WIDTHS = [640, 1280, 1920] as const;

export function offeringDir(vendorKey: string, offeringId: string): string {
  return `/assets/images/vendor/${vendorKey}/${offeringId.toLowerCase()}`;
}

export function vendorLogoPath(vendorKey: string): string {
  return `/assets/images/vendor/${vendorKey}/logo.svg`;
}

export function imageItem(dir: string, index: number, alt: string, id: string, width = IMAGE_SIZE, height = IMAGE_SIZE): MediaItem {
  const url = `${dir}/${imageFile(index, DEFAULT_WIDTH, "webp")}`;
  return {
    id,
    type: "image",
    url,
    alt,
    width,
    height,
    srcSet: imageSources(url) ?? undefined,
    thumbnailUrl: `${dir}/${imageFile(index, IMAGE_WIDTHS[0], "webp")}`,
    muted: true,
  };
}

/**
 * The media of a catalogue offering: its pictures (one alt text each, saying what that picture shows), then its
 * video when it has one.
 */
export function offeringMedia(
  vendorKey: string,
  offeringId: string,
  title: string,
  alts: readonly string[],
  hasVideo: boolean,
): MediaItem[] {
  const dir = offeringDir(vendorKey, offeringId);
  const items = alts.map((alt, i) => imageItem(dir, i + 1, alt, `${offeringId.toLowerCase()}-${i + 1}`));
  if (hasVideo) {
    const poster = `${dir}/${imageFile(1, DEFAULT_WIDTH, "webp")}`;
    items.push({
      id: `${offeringId.toLowerCase()}-video`,
      type: "video",
      url: poster,
      poster,
      videoUrl: `${dir}/video.webm`,
      thumbnailUrl: `${dir}/${imageFile(1, IMAGE_WIDTHS[0], "webp")}`,
      alt: `${title}, video`,
      muted: true,
    });
  }
  return items;
}
