import type { VendorProfileSection, vendorProfileSchema, VendorSectionInputs } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/profile/section/{section}/save: the section (z.input of its schema); answers with the whole profile. */
export function saveProfileSection<S extends VendorProfileSection>(
  api: ApiTransport,
  section: S,
  body: VendorSectionInputs[S],
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof vendorProfileSchema>>(api, {
    method: "POST",
    path: vendorApiPaths.saveProfileSection(section),
    body,
    signal,
  });
}
