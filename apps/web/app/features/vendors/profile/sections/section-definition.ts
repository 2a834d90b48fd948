import type { VendorOnboardInput, VendorProfile, VendorProfileSection, VendorSectionInputs } from "@utsav/domain";
import type { SectionData } from "../../api/profile";
import type { Errors } from "../../ui/validation";

/** What a section form needs besides its fields: how to fill it, check it and send it. Pure, so it is tested alone. */
export interface SectionDefinition<S extends VendorProfileSection, V extends object> {
  /** The form's values from what was saved; before the first save, from what onboarding told us. */
  fromData(data: SectionData<S> | null, profile?: VendorProfile, onboarding?: VendorOnboardInput): V;
  validate(values: V): Errors<Extract<keyof V, string>>;
  /** The request body; call only when validate found nothing. */
  payload(values: V): VendorSectionInputs[S];
}
