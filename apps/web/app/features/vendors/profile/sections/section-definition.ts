import type { FieldValues } from "react-hook-form";
import type { VendorProfile, VendorProfileSection, VendorSectionDraft, VendorSectionInputs } from "@utsav/domain";
import type { Problems } from "../../../../shared/lib/forms/domain-resolver";
import type { SectionData } from "../saved-section";

/** What a section form needs besides its fields: how to fill it, check it and send it. Pure, so it is tested alone. */
export interface SectionDefinition<S extends VendorProfileSection, V extends FieldValues> {
  /**
   * The form's values from what was saved; before the first save, from the section's draft: what onboarding told us
   * of it (GET section's `draft`, docs/decisions/0038).
   */
  fromData(data: SectionData<S> | null, profile?: VendorProfile, onboarding?: VendorSectionDraft | null): V;
  /** The section's rule (the domain's checks): a message for each field that is wrong, the form helper's check. */
  validate: (values: V) => Problems<V>;
  /**
   * What only the API can tell, asked once validate finds nothing (a locality is one of the gazetteer's,
   * docs/decisions/0036): a message for each field that is wrong. `saved` is what the API took at the last save.
   */
  verify?: (values: V, saved: SectionData<S> | null) => Promise<Problems<V>>;
  /** The request body; call only when validate found nothing. */
  payload(values: V): VendorSectionInputs[S];
}
