import type { galleryCaptionsSchema, galleryViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/gallery/captions: changes captions; answers with the images. */
export function updateGalleryCaptions(api: ApiTransport, body: z.input<typeof galleryCaptionsSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof galleryViewSchema>>(api, { method: "POST", path: vendorApiPaths.gallery.captions(), body, signal });
}
