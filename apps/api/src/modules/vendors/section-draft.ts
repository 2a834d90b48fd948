import { isCategory, normalizeIndianMobile } from "@utsav/domain";
import type { VendorProfileSection, VendorSectionDraft } from "@utsav/domain";
import { savedCategories } from "./identity-repository.ts";

// What a section's form starts from before the vendor first saves it (docs/decisions/0038): the onboarding answers
// (`sections.onboarding`) and the account's phone. Answered beside the saved section, never stored as it: a section
// counts only once the vendor has saved it, so "save every section before submitting" still means every section.

interface DraftSource {
  profile: { sections: Record<string, unknown> };
  vendor: { name: string };
}

/** A text answer of onboarding, if it gave one. */
function answer(sections: Record<string, unknown>, key: "contactName" | "area"): string | undefined {
  const onboarding = sections.onboarding;
  if (typeof onboarding !== "object" || onboarding === null || !(key in onboarding)) return undefined;
  const value: unknown = (onboarding as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Only the fields that have a value; null when none has. */
function present(draft: VendorSectionDraft): VendorSectionDraft | null {
  const entries = Object.entries(draft).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * The draft of one section, or null once it is saved (or when onboarding asked nothing of it, as of the terms). The
 * business section starts from the storefront's name (onboarding's, until the section is saved) and the onboarding
 * categories; the contact section from the contact name and the number the account signs in with; the service
 * section from the area.
 */
export function sectionDraft(section: VendorProfileSection, record: DraftSource, accountPhone: string | null): VendorSectionDraft | null {
  const { sections } = record.profile;
  if (sections[section] !== undefined && sections[section] !== null) return null;
  switch (section) {
    case "business":
      return present({ businessName: record.vendor.name, categories: savedCategories(sections).filter(isCategory) });
    case "contact":
      return present({
        contactName: answer(sections, "contactName"),
        phoneNumber: (accountPhone && normalizeIndianMobile(accountPhone)) || undefined,
      });
    case "service":
      return present({ area: answer(sections, "area") });
    case "terms":
      return null;
  }
}
