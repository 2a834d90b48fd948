import { useEffect, useState } from "react";
import { getGallery } from "@utsav/api-client/vendor/gallery/get-gallery";
import { MESSAGES } from "@utsav/domain/client";
import type { GalleryImage } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** The picker's photos: being read, read, or why they could not be (the server's message, else §8's). */
export type GalleryRead = { status: "pending" } | { status: "error"; message: string } | { status: "ready"; images: GalleryImage[] };

/**
 * The vendor's photos, read in the browser by the picker. The picker is a part of the offering editor, whose route
 * reads the offering and not the gallery, so it asks for the photos itself (GET /gallery); an upload's answer
 * (`replace`) is the gallery after it.
 */
export function useGalleryImages() {
  const [read, setRead] = useState<GalleryRead>({ status: "pending" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const failed = (message: string) => {
      if (!controller.signal.aborted) setRead({ status: "error", message });
    };
    getGallery(browserApi, { signal: controller.signal }).then(
      (result) => {
        if (!result.ok) failed(result.errorMessage ?? MESSAGES.galleryFetchFailed);
        else if (!controller.signal.aborted) setRead({ status: "ready", images: result.data.images });
      },
      () => failed(MESSAGES.galleryFetchFailed),
    );
    return () => controller.abort();
  }, [attempt]);

  return {
    read,
    /** Asks again; the failure stays shown until the answer comes. */
    retry: () => setAttempt((n) => n + 1),
    replace: (images: GalleryImage[]) => setRead({ status: "ready", images }),
  };
}
