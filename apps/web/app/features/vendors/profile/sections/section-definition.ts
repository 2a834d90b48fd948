import type { FieldValues } from "react-hook-form";
import type { VendorOnboardInput, VendorProfile, VendorProfileSection, VendorSectionInputs } from "@utsav/domain";
import type { Problems } from "../../../../shared/lib/forms/domain-resolver";
import type { SectionData } from "../saved-section";

/** What a section form needs besides its fields: how to fill it, check it and send it. Pure, so it is tested alone. */
export interface SectionDefinition<S extends VendorProfileSection, V extends FieldValues> {
  /** The form's values from what was saved; before the first save, from what onboarding told us. */
  fromData(data: SectionData<S> | null, profile?: VendorProfile, onboarding?: VendorOnboardInput): V;
  /** The section's rule (the domain's checks): a message for each field that is wrong, the form helper's check. */
  validate: (values: V) => Problems<V>;
  /** The request body; call only when validate found nothing. */
  payload(values: V): VendorSectionInputs[S];
}
