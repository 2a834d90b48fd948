import { useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, TIMEOUTS_MS } from "@utsav/domain/client";
import type { GalleryConfig, GalleryImage, GalleryView } from "@utsav/domain";
import type { SendOptions } from "../../../lib/api-client";
import { galleryApiPaths } from "./api-paths";
import { vendorProfileQueryKey } from "./profile";
import { request, VendorApiError } from "./request";

// The vendor's gallery calls (application §7): GET /gallery, GET /gallery/config, POST /gallery/update (multipart),
// /gallery/images/remove, /gallery/captions, /gallery/main-image. Every change answers with the images, which
// replace the cached gallery, so every screen showing it (the gallery page, the pickers) follows at once.

/**
 * The data of a call; a failure throws the server's errorMessage, else the call's message of application §8 (also
 * when the server could not be reached).
 */
function call<T>(path: string, failure: string, options?: SendOptions): Promise<T> {
  return request<T>(path, failure, options).catch((error: unknown) => {
    throw error instanceof VendorApiError ? error : new VendorApiError(failure, 0, null);
  });
}

export function fetchGallery(signal?: AbortSignal) {
  return call<GalleryView>(galleryApiPaths.gallery(), MESSAGES.galleryFetchFailed, { signal });
}

export function fetchGalleryConfig(signal?: AbortSignal) {
  return call<GalleryConfig>(galleryApiPaths.config(), MESSAGES.galleryConfigFailed, { signal });
}

/** What every gallery change answers with. */
type Images = { images: GalleryImage[] };

/** A new photo and its caption (application §3 "images (file or url, caption)"). */
export interface NewGalleryImage {
  file: File;
  caption: string;
}

/** POST /gallery/update: adds photos (files with their captions in the same order) and removes others in one go. */
export function updateGallery({ add = [], removeImageIds = [] }: { add?: NewGalleryImage[]; removeImageIds?: string[] }) {
  const form = new FormData();
  form.append("action", add.length > 0 && removeImageIds.length > 0 ? "update" : add.length > 0 ? "add" : "remove");
  form.append("removeImageIds", JSON.stringify(removeImageIds));
  form.append("captions", JSON.stringify(add.map((image) => image.caption.trim())));
  for (const image of add) form.append("images", image.file);
  return call<Images>(galleryApiPaths.update(), MESSAGES.galleryUpdateFailed, { method: "POST", body: form, timeoutMs: TIMEOUTS_MS.imageUpload });
}

export function removeGalleryImages(imageIds: string[]) {
  return call<Images>(galleryApiPaths.remove(), MESSAGES.galleryRemoveFailed, { method: "POST", body: { imageIds } });
}

export function updateGalleryCaptions(updates: { imageId: string; caption: string }[]) {
  return call<Images>(galleryApiPaths.captions(), MESSAGES.galleryCaptionsFailed, { method: "POST", body: { updates } });
}

export function setGalleryMainImage(imageId: string) {
  return call<Images>(galleryApiPaths.mainImage(), MESSAGES.galleryMainImageFailed, { method: "POST", body: { imageId } });
}

const galleryKey = ["vendor", "gallery"] as const;

/** The vendor's photos; a page whose loader read them passes them in, so it renders on the server with them. */
export function galleryQueryOptions(initial?: GalleryView) {
  return queryOptions({
    queryKey: galleryKey,
    queryFn: ({ signal }) => fetchGallery(signal),
    ...(initial ? { initialData: initial } : {}),
  });
}

export function galleryConfigQueryOptions(initial?: GalleryConfig) {
  return queryOptions({
    queryKey: [...galleryKey, "config"] as const,
    queryFn: ({ signal }) => fetchGalleryConfig(signal),
    staleTime: Infinity,
    ...(initial ? { initialData: initial } : {}),
  });
}

export function useGallery(initial?: GalleryView) {
  const client = useQueryClient();
  useEffect(() => {
    // The loader ran again (coming back to the page): its answer is the newest.
    if (initial) client.setQueryData(galleryKey, initial);
  }, [client, initial]);
  return useQuery(galleryQueryOptions(initial));
}

export function useGalleryConfig(initial?: GalleryConfig) {
  return useQuery(galleryConfigQueryOptions(initial));
}

/**
 * A gallery change whose answer (the images) replaces the cached gallery. The profile is read again too: its logo
 * is the main photo (the top bar shows it).
 */
function useGalleryChange<A>(change: (args: A) => Promise<Images>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ images }) => {
      client.setQueryData<GalleryView>(galleryKey, (view) => (view ? { ...view, images } : undefined));
      // Without a cached gallery (nothing read it yet), the next reader fetches it.
      if (!client.getQueryData(galleryKey)) void client.invalidateQueries({ queryKey: galleryKey, exact: true });
      void client.invalidateQueries({ queryKey: vendorProfileQueryKey, exact: true });
    },
  });
}

export const useUpdateGallery = () => useGalleryChange(updateGallery);
export const useRemoveGalleryImages = () => useGalleryChange(removeGalleryImages);
export const useUpdateGalleryCaptions = () => useGalleryChange(updateGalleryCaptions);
export const useSetGalleryMainImage = () => useGalleryChange(setGalleryMainImage);
