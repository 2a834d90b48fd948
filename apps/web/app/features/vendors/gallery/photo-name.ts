import type { GalleryImage } from "@utsav/domain";

/** What a photo is called for screen readers: its caption, else its place in the gallery. */
export function photoName(image: Pick<GalleryImage, "caption" | "isMain">, index: number): string {
  const name = image.caption.trim() || `Photo ${index + 1}`;
  return image.isMain ? `${name} (main photo)` : name;
}

/** "1 photo", "3 photos". */
export const photosText = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);
