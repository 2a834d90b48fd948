import { getProfileSection } from "@utsav/api-client/vendor/profile/get-profile-section";
import type { SectionData } from "@utsav/api-client/vendor/profile/get-profile-section";
import type { VendorProfileSection, VendorSectionDraft } from "@utsav/domain";
import type { LoaderCall } from "../../../lib/api";

export type { SectionData };

/**
 * What was saved for one section (null before its first save), typed by the section it is; until then, the draft the
 * form starts from (what onboarding told us of it).
 */
export type SavedSection = {
  [S in VendorProfileSection]: { section: S; data: SectionData<S> | null; draft: VendorSectionDraft | null };
}[VendorProfileSection];

type ReadSection<S extends VendorProfileSection> = LoaderCall<Extract<SavedSection, { section: S }>>;

const READ: { [S in VendorProfileSection]: ReadSection<S> } = {
  business: (api) => getProfileSection(api, "business"),
  contact: (api) => getProfileSection(api, "contact"),
  service: (api) => getProfileSection(api, "service"),
  terms: (api) => getProfileSection(api, "terms"),
};

/** GET /api/vendor/profile/section/{section}, for the section page's loader: its answer says which section it is. */
export const readSavedSection = (section: VendorProfileSection): LoaderCall<SavedSection> => READ[section];
