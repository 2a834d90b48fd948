import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "@utsav/domain/client";
import { getProfileSection } from "@utsav/api-client/vendor/profile/get-profile-section";
import { getVendorProfile } from "@utsav/api-client/vendor/profile/get-vendor-profile";
import { onboardVendor as onboardVendorCall } from "@utsav/api-client/vendor/profile/onboard-vendor";
import { saveProfileSection as saveSectionCall } from "@utsav/api-client/vendor/profile/save-profile-section";
import { submitVendorProfile } from "@utsav/api-client/vendor/profile/submit-vendor-profile";
import type { SectionData } from "@utsav/api-client/vendor/profile/get-profile-section";
import type { VendorOnboardInput, VendorProfile, VendorProfileSection, VendorSectionInputs } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { dashboardQueryKey, vendorProfileQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { request } from "../../../shared/lib/vendor-area/request";

// The vendor profile calls of application §7: onboard, read, read and save one section, submit.

/**
 * What the vendor told onboarding (contact name, category, area): the API keeps it only on the storefront, so the
 * browser holds it to fill the first section forms with it. Never fetched; kept for the whole visit.
 */
export const onboardingAnswersQueryKey = ["vendor", "onboarding-answers"] as const;

/** GET /api/vendor/profile: the business, its sections, what is missing and the KYC state. */
export function fetchVendorProfile(): Promise<VendorProfile> {
  return request(getVendorProfile(browserApi), MESSAGES.internalError);
}

export function vendorProfileQueryOptions() {
  return queryOptions({ queryKey: vendorProfileQueryKey, queryFn: fetchVendorProfile });
}

/**
 * The signed-in vendor's profile. The vendor layout seeds it from its loader (so it is there on the first render)
 * and onboarding puts it in; before either there is none, and asking would only answer 409.
 */
export function useVendorProfile() {
  return useQuery({ ...vendorProfileQueryOptions(), enabled: (query) => query.state.data !== undefined });
}

export type { SectionData };

/** GET /api/vendor/profile/section/{section}: what was saved for one section, or null. */
export function fetchProfileSection<S extends VendorProfileSection>(section: S): Promise<{ section: S; data: SectionData<S> | null }> {
  return request(getProfileSection(browserApi, section), MESSAGES.internalError);
}

export function profileSectionQueryOptions<S extends VendorProfileSection>(section: S) {
  return queryOptions({ queryKey: [...vendorProfileQueryKey, "section", section] as const, queryFn: () => fetchProfileSection(section) });
}

export function useProfileSection<S extends VendorProfileSection>(section: S) {
  return useQuery(profileSectionQueryOptions(section));
}

/** POST /api/vendor/profile/onboard: creates the business (409 when onboarded already or the name is taken). */
export function onboardVendor(input: VendorOnboardInput): Promise<VendorProfile> {
  return request(onboardVendorCall(browserApi, input), MESSAGES.onboardingFailed);
}

/** POST /api/vendor/profile/section/{section}/save: answers with the whole profile. */
export function saveProfileSection<S extends VendorProfileSection>(section: S, data: VendorSectionInputs[S]): Promise<VendorProfile> {
  return request(saveSectionCall(browserApi, section, data), MESSAGES.profileSaveFailed);
}

/** POST /api/vendor/profile/submit: draft → submitted, once no required section is missing. */
export function submitProfile(): Promise<VendorProfile> {
  return request(submitVendorProfile(browserApi), MESSAGES.profileSaveFailed);
}

/** Every profile call answers with the whole profile: it replaces the cached one, and the dashboard refetches. */
function useProfileMutation<Input>(mutationFn: (input: Input) => Promise<VendorProfile>, remember?: (input: Input) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile, input) => {
      remember?.(input);
      client.setQueryData(vendorProfileQueryKey, profile);
      for (const section of Object.keys(profile.sections) as VendorProfileSection[]) {
        client.setQueryData(profileSectionQueryOptions(section).queryKey, { section, data: profile.sections[section] });
      }
      void client.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

export function useOnboardVendor() {
  const client = useQueryClient();
  return useProfileMutation(onboardVendor, (input) => client.setQueryData(onboardingAnswersQueryKey, input));
}

/** The onboarding answers of this visit, if the vendor onboarded in it. */
export function useOnboardingAnswers(): VendorOnboardInput | undefined {
  return useQueryClient().getQueryData<VendorOnboardInput>(onboardingAnswersQueryKey);
}

export const useSaveProfileSection = <S extends VendorProfileSection>(section: S) =>
  useProfileMutation((data: VendorSectionInputs[S]) => saveProfileSection(section, data));

export const useSubmitProfile = () => useProfileMutation(() => submitProfile());
