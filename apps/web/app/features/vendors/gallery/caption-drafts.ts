import type { GalleryImage } from "@utsav/domain";

/** Captions being edited, by image id; an image not in here shows its saved caption. */
export type CaptionDrafts = Readonly<Record<string, string>>;

/** The captions that differ from the saved ones (trimmed), as the body of POST /gallery/captions. */
export function captionUpdates(images: readonly GalleryImage[], drafts: CaptionDrafts): { imageId: string; caption: string }[] {
  return images.flatMap((image) => {
    const draft = drafts[image.id];
    if (draft === undefined || draft.trim() === image.caption) return [];
    return [{ imageId: image.id, caption: draft.trim() }];
  });
}
