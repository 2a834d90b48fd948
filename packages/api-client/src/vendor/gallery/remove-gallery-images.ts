import type { galleryRemoveSchema, galleryViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/gallery/images/remove: removes photos that no offering shows; answers with the images. */
export function removeGalleryImages(api: ApiTransport, body: z.input<typeof galleryRemoveSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof galleryViewSchema>>(api, { method: "POST", path: vendorApiPaths.gallery.remove(), body, signal });
}
