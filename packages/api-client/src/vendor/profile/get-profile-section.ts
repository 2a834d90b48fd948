import type { VendorProfileSection, VendorSectionDraft, vendorProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** A section as stored and answered. */
export type SectionData<S extends VendorProfileSection> = NonNullable<z.output<typeof vendorProfileSchema>["sections"][S]>;

/**
 * GET /api/vendor/profile/section/{section}: what was saved for one section, or null; until it is saved, the draft the
 * form starts from (what onboarding told us of it), which is not saved.
 */
export function getProfileSection<S extends VendorProfileSection>(api: ApiTransport, section: S, { signal }: CallOptions = {}) {
  return send<{ section: S; data: SectionData<S> | null; draft: VendorSectionDraft | null }>(api, {
    method: "GET",
    path: vendorApiPaths.profileSection(section),
    signal,
  });
}
