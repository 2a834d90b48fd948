import type { GalleryImage } from "@utsav/domain";

/** A gallery photo for tests. */
export const photo = (id: string, caption = "", isMain = false): GalleryImage => ({
  id,
  uri: `/media/gallery/${id}.webp`,
  thumbnail: `/media/gallery/${id}-thumb.webp`,
  caption,
  isMain,
  width: 800,
  height: 600,
});
