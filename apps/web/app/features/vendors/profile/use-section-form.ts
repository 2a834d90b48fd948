import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { VENDOR_SECTION_LABELS } from "@utsav/domain/client";
import type { VendorProfile, VendorProfileSection, VendorSectionDraft } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { ProfileActResult } from "./profile-acts";
import type { SectionData } from "./saved-section";
import type { SectionDefinition } from "./sections/section-definition";
import { useProfileAnswer } from "./use-profile-answer";

/**
 * What a section form is given: what was saved and, until then, its draft (the route's loader), the profile (the
 * layout's) and the last save's answer.
 */
export interface SectionFormProps<S extends VendorProfileSection> {
  data: SectionData<S> | null;
  /** What onboarding told us of the section, until it is saved (not saved itself). */
  draft: VendorSectionDraft | null;
  profile: VendorProfile | null;
  result: ProfileActResult;
}

/**
 * One section form on the form helper (docs/decisions/0030): filled from what was saved (before the first save, from
 * the section's draft: what onboarding told us), checked by the section's rule, sent as its payload to the route's
 * clientAction; saved, it goes back to the profile with a confirmation, refused, it keeps what was typed with the
 * server's message.
 */
export function useSectionForm<S extends VendorProfileSection, V extends FieldValues>(
  section: S,
  definition: SectionDefinition<S, V>,
  { data, draft, profile, result }: SectionFormProps<S>,
) {
  // Read once: what was saved fills the form when it opens, not again when the page's data is read after a save.
  const [defaultValues] = useState(() => definition.fromData(data, profile ?? undefined, draft));
  const form = useDomainForm<V>({
    // The values of a section form are plain strings, booleans and lists: V is its own DefaultValues.
    defaultValues: defaultValues as DefaultValues<V>,
    // The API is asked only once the rule finds nothing.
    check: async (values) => {
      const problems = definition.validate(values);
      return Object.keys(problems).length > 0 || !definition.verify ? problems : definition.verify(values, data);
    },
  });
  const submitJson = useSubmitJson();
  useProfileAnswer(result, form.refuse, `${VENDOR_SECTION_LABELS[section]} saved.`);
  const send = form.handleSubmit((values) => submitJson({ ...definition.payload(values) }));
  return { ...form, send: (event: React.FormEvent) => void send(event) };
}

export type SectionForm<V extends FieldValues> = DomainForm<V> & { send: (event: React.FormEvent) => void };
