import { onboardVendor } from "@utsav/api-client/vendor/profile/onboard-vendor";
import { saveProfileSection } from "@utsav/api-client/vendor/profile/save-profile-section";
import { submitVendorProfile } from "@utsav/api-client/vendor/profile/submit-vendor-profile";
import { deleteVendorAccount } from "@utsav/api-client/vendor/account/delete-vendor-account";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { isVendorProfileSection, MESSAGES, vendorProfileMessageFor } from "@utsav/domain/client";
import type { VendorSectionInputs } from "@utsav/domain";
import { thrownMessage } from "../../../lib/api-client";
import { ACCOUNT_DELETION_INTENT } from "../../../shared/lib/account-deletion";
import type { AccountDeletionAct, AccountDeletionAnswer } from "../../../shared/lib/account-deletion";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";
import { onboardingPayload, onboardingValuesFrom } from "../onboarding/onboarding-values";

// The vendor profile's writes (application §7: onboard, save one section, submit), each the clientAction of its page
// (docs/decisions/0030): called from the browser, then React Router reads the layout's profile again, so the shell,
// the overview and the dashboard show the answer without a cache to keep in step.

/** What a profile page's action answers: done (the page moves on or says so), or the message to show above its button. */
export type ProfileActResult = { done: true } | { error: string } | undefined;

/** The API's refusal, else the screen's fallback; a server that cannot be reached gives the network message (§8). */
async function answered(call: Promise<EnvelopeResult<unknown>>, fallback: string): Promise<NonNullable<ProfileActResult>> {
  try {
    const result = await call;
    return result.ok ? { done: true } : { error: result.errorMessage ?? fallback };
  } catch (error) {
    return { error: thrownMessage(error, fallback) };
  }
}

/**
 * POST /api/vendor/profile/onboard with what the onboarding form sent; the API keeps the answers, and the first
 * section forms start from them (docs/decisions/0038).
 */
export function onboard(api: ApiTransport, body: SubmittedBody): Promise<ProfileActResult> {
  return answered(onboardVendor(api, onboardingPayload(onboardingValuesFrom(body))), MESSAGES.onboardingFailed);
}

/** POST /api/vendor/profile/section/{section}/save with the section the form sent. */
export async function saveSection(api: ApiTransport, section: string, request: Request): Promise<ProfileActResult> {
  if (!isVendorProfileSection(section)) return { error: vendorProfileMessageFor.unknownSection(section) };
  const sent: unknown = await request.json().catch(() => null);
  // The section's payload, checked by the section's rule before it was sent; the API checks it again by its schema.
  const input = sent as VendorSectionInputs[typeof section];
  return answered(saveProfileSection(api, section, input), MESSAGES.profileSaveFailed);
}

/** POST /api/vendor/profile/submit: draft → submitted, once no required section is missing. */
export function submitProfile(api: ApiTransport): Promise<ProfileActResult> {
  return answered(submitVendorProfile(api), MESSAGES.profileSaveFailed);
}

/** What the profile page sends (docs/decisions/0030): Submit, or the deletion its "Your data" asks (docs/decisions/0031). */
export type ProfilePageAct = { intent: "submit" } | AccountDeletionAct;

/** What the profile page's action answers: Submit's answer, or the deletion's. */
export type ProfilePageAnswer = ProfileActResult | AccountDeletionAnswer;

const PROFILE_PAGE_ACTS: Record<ProfilePageAct["intent"], (api: ApiTransport, body: SubmittedBody) => Promise<ProfilePageAnswer>> = {
  submit: (api) => submitProfile(api),
  // POST /api/vendor/account/delete with the word as typed; it takes the business off the storefront and signs out.
  // Its words load with it (the question has loaded them already), not in the page's first load.
  [ACCOUNT_DELETION_INTENT]: async (api, body) => {
    const { deletionAnswer } = await import("../../../shared/lib/account-data");
    return deletionAnswer(deleteVendorAccount(api, { confirm: body.text("confirm").trim() }));
  },
};

const isProfilePageIntent = (value: string): value is ProfilePageAct["intent"] => Object.hasOwn(PROFILE_PAGE_ACTS, value);

/** Runs the act the profile page sent; an intent it does not know is refused. */
export function runProfilePageAct(api: ApiTransport, body: SubmittedBody): Promise<ProfilePageAnswer> {
  const intent = body.text("intent");
  return isProfilePageIntent(intent) ? PROFILE_PAGE_ACTS[intent](api, body) : Promise.resolve({ error: "Unknown action" });
}

/** Submit's answer, which the overview shows (the deletion's goes to its question, through a fetcher). */
export function submitAnswerOf(answer: ProfilePageAnswer): ProfileActResult {
  return answer && "ok" in answer ? undefined : answer;
}
