import { useState } from "react";
import { checkFileSizes } from "@utsav/domain/client";
import { useUpdateGallery } from "../api/gallery";
import type { NewGalleryImage } from "../api/gallery";

/**
 * Adding photos to the gallery: files over 2 MB are refused in the browser (application §5) and the rest are
 * uploaded; `problem` is the refusal, else the server's errorMessage (e.g. over the count), else 'Failed to update
 * gallery' (§8).
 */
export function useAddPhotos() {
  const update = useUpdateGallery();
  const [refusal, setRefusal] = useState<string | null>(null);

  /** The files that may be uploaded; the ones over 2 MB are left out and named in `problem`. */
  function accept(files: File[]): File[] {
    update.reset();
    const { accepted, refusal } = checkFileSizes(files);
    setRefusal(refusal);
    return accepted;
  }

  function upload(images: NewGalleryImage[], onDone?: () => void) {
    if (images.length === 0) return;
    update.mutate({ add: images }, { onSuccess: () => onDone?.() });
  }

  return {
    accept,
    upload,
    uploading: update.isPending,
    // The latest news first: a failed upload after a refusal.
    problem: update.error?.message ?? refusal,
    clearProblem: () => {
      setRefusal(null);
      update.reset();
    },
  };
}
