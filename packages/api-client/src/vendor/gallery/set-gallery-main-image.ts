import type { galleryMainImageSchema, galleryViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/gallery/main-image: the photo shown as the vendor's logo; answers with the images. */
export function setGalleryMainImage(api: ApiTransport, body: z.input<typeof galleryMainImageSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof galleryViewSchema>>(api, { method: "POST", path: vendorApiPaths.gallery.mainImage(), body, signal });
}
