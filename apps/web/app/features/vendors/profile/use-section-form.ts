import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES, VENDOR_SECTION_LABELS } from "@utsav/domain/client";
import type { VendorProfile, VendorProfileSection } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { thrownMessage } from "../../../lib/api-client";
import { useOnboardingAnswers, useSaveProfileSection } from "../api/profile";
import type { SectionData } from "../api/profile";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { noticeState } from "../ui/notice";
import { hasErrors } from "../ui/validation";
import type { Errors } from "../ui/validation";
import type { SectionDefinition } from "./sections/section-definition";

/**
 * The state of one section form: values filled from what was saved, inline errors that clear as the field is
 * edited, and a save that goes back to the profile with a confirmation, or keeps the form with the server's message.
 */
export function useSectionForm<S extends VendorProfileSection, V extends object>(
  section: S,
  definition: SectionDefinition<S, V>,
  data: SectionData<S> | null,
  profile: VendorProfile | undefined,
) {
  type Key = Extract<keyof V, string>;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const save = useSaveProfileSection(section);
  const onboarding = useOnboardingAnswers();
  const [values, setValues] = useState<V>(() => definition.fromData(data, profile, onboarding));
  const [errors, setErrors] = useState<Errors<Key>>({});

  const set = <K extends Key>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest as Errors<Key>;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = definition.validate(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    save.mutate(definition.payload(values), {
      onSuccess: () => void navigate(paths.vendorProfile(), { state: noticeState(`${VENDOR_SECTION_LABELS[section]} saved.`) }),
    });
  };

  return {
    formRef,
    values,
    errors,
    set,
    submit,
    fieldId: (field: Key) => `${id}-${field}`,
    saving: save.isPending,
    saveError: save.isError ? thrownMessage(save.error, MESSAGES.profileSaveFailed) : null,
  };
}

export type SectionForm<V extends object> = ReturnType<typeof useSectionForm<VendorProfileSection, V>>;
