import { useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getGallery } from "@utsav/api-client/vendor/gallery/get-gallery";
import { getGalleryConfig } from "@utsav/api-client/vendor/gallery/get-gallery-config";
import { removeGalleryImages as removeImagesCall } from "@utsav/api-client/vendor/gallery/remove-gallery-images";
import { setGalleryMainImage as setMainImageCall } from "@utsav/api-client/vendor/gallery/set-gallery-main-image";
import { updateGallery as updateGalleryCall } from "@utsav/api-client/vendor/gallery/update-gallery";
import { updateGalleryCaptions as updateCaptionsCall } from "@utsav/api-client/vendor/gallery/update-gallery-captions";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { NewGalleryImage } from "@utsav/api-client/vendor/gallery/update-gallery";
import { MESSAGES } from "@utsav/domain/client";
import type { GalleryConfig, GalleryImage, GalleryView } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { vendorProfileQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { request, VendorApiError } from "../../../shared/lib/vendor-area/request";

// The vendor's gallery calls (application §7): GET /gallery, GET /gallery/config, POST /gallery/update (multipart),
// /gallery/images/remove, /gallery/captions, /gallery/main-image. Every change answers with the images, which
// replace the cached gallery, so every screen showing it (the gallery page, the pickers) follows at once.

/**
 * The data of a call; a failure throws the server's errorMessage, else the call's message of application §8 (also
 * when the server could not be reached).
 */
function call<T>(result: Promise<EnvelopeResult<T>>, failure: string): Promise<T> {
  return request(result, failure).catch((error: unknown) => {
    throw error instanceof VendorApiError ? error : new VendorApiError(failure, 0, null);
  });
}

export function fetchGallery(signal?: AbortSignal) {
  return call(getGallery(browserApi, { signal }), MESSAGES.galleryFetchFailed);
}

export function fetchGalleryConfig(signal?: AbortSignal) {
  return call(getGalleryConfig(browserApi, { signal }), MESSAGES.galleryConfigFailed);
}

/** What every gallery change answers with. */
type Images = { images: GalleryImage[] };

export type { NewGalleryImage };

/** POST /gallery/update: adds photos (files with their captions in the same order) and removes others in one go. */
export function updateGallery(change: { add?: NewGalleryImage[]; removeImageIds?: string[] }): Promise<Images> {
  return call(updateGalleryCall(browserApi, change), MESSAGES.galleryUpdateFailed);
}

export function removeGalleryImages(imageIds: string[]): Promise<Images> {
  return call(removeImagesCall(browserApi, { imageIds }), MESSAGES.galleryRemoveFailed);
}

export function updateGalleryCaptions(updates: { imageId: string; caption: string }[]): Promise<Images> {
  return call(updateCaptionsCall(browserApi, { updates }), MESSAGES.galleryCaptionsFailed);
}

export function setGalleryMainImage(imageId: string): Promise<Images> {
  return call(setMainImageCall(browserApi, { imageId }), MESSAGES.galleryMainImageFailed);
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
