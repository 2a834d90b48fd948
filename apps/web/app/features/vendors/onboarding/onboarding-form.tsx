import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES, VENDOR_PROFILE_LABELS } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { thrownMessage } from "../../../lib/api-client";
import { useOnboardVendor } from "../api/profile";
import {
  describedBy,
  errorIdOf,
  Field,
  fieldAria,
  FieldError,
  FormAlert,
  formStyles as form,
  SubmitButton,
} from "../../../shared/ui/vendor-area/field";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { noticeState } from "../ui/notice";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { hasErrors } from "../ui/validation";
import type { Errors } from "../ui/validation";
import { CATEGORY_CHOICES } from "../ui/categories";
import { EMPTY_ONBOARDING, onboardingPayload, validateOnboarding } from "./onboarding-values";
import type { OnboardingField, OnboardingValues } from "./onboarding-values";

/** 'Onboard as Vendor': the four things that create the business; the rest of the profile comes after. */
export function OnboardingForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const onboard = useOnboardVendor();
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<Errors<OnboardingField>>({});
  const fieldId = (field: OnboardingField) => `${id}-${field}`;

  const set = (field: OnboardingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (onboard.isPending) return;
    const found = validateOnboarding(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    onboard.mutate(onboardingPayload(values), {
      onSuccess: () =>
        void navigate(paths.vendorProfile(), {
          state: noticeState("Your business is set up. Complete these four sections, then submit your profile."),
        }),
    });
  }

  return (
    <div className={form.form}>
      <PageHeader
        title="Onboard as Vendor"
        lead="Tell us the basics of your business. It takes a minute; you can add the details and photos next."
      />
      <form ref={formRef} className={form.form} onSubmit={submit} noValidate aria-label="Onboard as Vendor">
        <Field
          label={VENDOR_PROFILE_LABELS.businessName}
          htmlFor={fieldId("businessName")}
          required
          error={errors.businessName}
          hint="As customers will see it, e.g. Bloom & Balloon Studio"
        >
          <input
            {...fieldAria(fieldId("businessName"), errors.businessName, true)}
            className={form.input}
            name="businessName"
            autoComplete="organization"
            value={values.businessName}
            onChange={(e) => set("businessName", e.target.value)}
          />
        </Field>
        <Field
          label={VENDOR_PROFILE_LABELS.contactName}
          htmlFor={fieldId("contactName")}
          required
          error={errors.contactName}
          hint="Your name: the person we talk to about this business"
        >
          <input
            {...fieldAria(fieldId("contactName"), errors.contactName, true)}
            className={form.input}
            name="contactName"
            autoComplete="name"
            value={values.contactName}
            onChange={(e) => set("contactName", e.target.value)}
          />
        </Field>
        <fieldset className={form.fieldset} aria-describedby={describedBy(fieldId("category"), errors.category)}>
          <legend className={form.legend}>
            What do you sell?
            <span className={form.required} aria-hidden="true">
              {" "}
              *
            </span>
          </legend>
          <div className={form.choices}>
            {CATEGORY_CHOICES.map((choice) => (
              <label key={choice.value} className={form.choice}>
                <input
                  type="radio"
                  name="category"
                  value={choice.value}
                  checked={values.category === choice.value}
                  onChange={() => set("category", choice.value)}
                  aria-invalid={errors.category ? true : undefined}
                />
                <span className={form.choiceText}>
                  <span className={form.choiceTitle}>{choice.label}</span>
                  <span className={form.choiceHint}>{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.category ? <FieldError id={errorIdOf(fieldId("category"))} message={errors.category} /> : null}
        </fieldset>
        <Field
          label={VENDOR_PROFILE_LABELS.area}
          htmlFor={fieldId("area")}
          required
          error={errors.area}
          hint="The locality your business is based in, e.g. Indiranagar"
        >
          <input
            {...fieldAria(fieldId("area"), errors.area, true)}
            className={form.input}
            name="area"
            autoComplete="address-level3"
            value={values.area}
            onChange={(e) => set("area", e.target.value)}
          />
        </Field>
        <div className={form.actions}>
          <FormAlert message={onboard.isError ? thrownMessage(onboard.error, MESSAGES.onboardingFailed) : null} />
          <SubmitButton busy={onboard.isPending} label="Create my business" busyLabel="Creating…" />
        </div>
      </form>
    </div>
  );
}
