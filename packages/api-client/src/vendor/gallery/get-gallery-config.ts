import type { galleryConfigSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/gallery/config: the image count, file size, accepted types and caption length. */
export function getGalleryConfig(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof galleryConfigSchema>>(api, { method: "GET", path: vendorApiPaths.gallery.config(), signal });
}
