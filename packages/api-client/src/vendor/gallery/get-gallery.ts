import type { galleryViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/gallery: the vendor's photos and how many the gallery may hold. */
export function getGallery(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof galleryViewSchema>>(api, { method: "GET", path: vendorApiPaths.gallery.gallery(), signal });
}
