import { useRef, useState } from "react";
import { checkFileSizes } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { addPhotosForm } from "./gallery-acts";
import type { GalleryAnswer } from "./gallery-acts";

/** A new photo and its caption. */
export interface NewPhoto {
  file: File;
  caption: string;
}

/** The answer of a successful upload. */
type PhotosAdded = Extract<GalleryAnswer, { ok: true }>;

/**
 * Adding photos to the gallery, from the gallery page or the picker of the offering editor: files over 2 MB are
 * refused in the browser (application §5) and the rest go to the gallery route's action (gallery-acts.ts "add");
 * `problem` is the refusal, else the server's errorMessage (e.g. over the count), else 'Failed to update gallery' (§8).
 */
export function useAddPhotos() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = useRef<((answer: PhotosAdded) => void) | null>(null);
  const act = useActFetcher<GalleryAnswer>({
    action: paths.vendorGallery(),
    onAnswer: (answer) => {
      if (answer.ok) done.current?.(answer);
      done.current = null;
    },
  });

  /** The files that may be uploaded; the ones over 2 MB are left out and named in `problem`. */
  function accept(files: File[]): File[] {
    act.forget();
    const { accepted, refusal } = checkFileSizes(files);
    setRefusal(refusal);
    return accepted;
  }

  /** Uploads the photos; `onDone` gets what to say and the gallery's images once they are in. */
  function upload(images: NewPhoto[], onDone?: (answer: PhotosAdded) => void) {
    if (images.length === 0) return;
    done.current = onDone ?? null;
    void act.sendForm(addPhotosForm(images));
  }

  const failure = act.answer && !act.answer.ok ? act.answer.error : null;
  return {
    accept,
    upload,
    uploading: act.busy,
    // The latest news first: a failed upload after a refusal.
    problem: failure ?? refusal,
    clearProblem: () => {
      setRefusal(null);
      act.forget();
    },
  };
}
