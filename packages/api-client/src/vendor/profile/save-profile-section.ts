import type { VendorProfileSection, vendorProfileSchema, vendorSectionSchemas } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { apiPaths } from "../../paths.ts";

/** POST /api/vendor/profile/section/{section}/save: answers with the whole profile. */
export function saveProfileSection<S extends VendorProfileSection>(
  api: ApiTransport,
  section: S,
  body: z.input<(typeof vendorSectionSchemas)[S]>,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof vendorProfileSchema>>(api, { method: "POST", path: apiPaths.vendor.saveProfileSection(section), body, signal });
}
