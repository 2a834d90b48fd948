import type { VendorProfileSection, vendorProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** A section as stored and answered. */
export type SectionData<S extends VendorProfileSection> = NonNullable<z.output<typeof vendorProfileSchema>["sections"][S]>;

/** GET /api/vendor/profile/section/{section}: what was saved for one section, or null. */
export function getProfileSection<S extends VendorProfileSection>(api: ApiTransport, section: S, { signal }: CallOptions = {}) {
  return send<{ section: S; data: SectionData<S> | null }>(api, { method: "GET", path: vendorApiPaths.profileSection(section), signal });
}
