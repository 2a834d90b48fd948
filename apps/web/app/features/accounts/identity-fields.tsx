import type { OnboardingErrors, OnboardingField, OnboardingValues } from "@utsav/domain/client";
import { ACCOUNT_COPY } from "@utsav/domain/client";
import { Field, fieldAria } from "../../shared/ui/field";
import form from "./account-form.module.css";

interface IdentityFieldsProps {
  values: OnboardingValues;
  errors: OnboardingErrors;
  fieldId: (field: OnboardingField) => string;
  onChange: (field: OnboardingField, value: string) => void;
  onCorporateChange: (isCorporate: boolean) => void;
  /** False shows the saved values read-only, as the profile does in view mode. */
  editing?: boolean;
}

/**
 * Who the consumer is (application §4): the name, the corporate checkbox and, when it is ticked, the company name.
 * Onboarding and the profile ask for them the same way.
 */
export function IdentityFields({ values, errors, fieldId, onChange, onCorporateChange, editing = true }: IdentityFieldsProps) {
  return (
    <>
      <Field label={ACCOUNT_COPY.name} htmlFor={fieldId("fullName")} required={editing} error={errors.fullName}>
        <input
          {...fieldAria(fieldId("fullName"), errors.fullName)}
          className={form.input}
          name="fullName"
          type="text"
          autoComplete="name"
          maxLength={80}
          readOnly={!editing}
          value={values.fullName}
          onChange={(event) => onChange("fullName", event.target.value)}
        />
      </Field>
      <label className={form.check}>
        <input
          type="checkbox"
          name="isCorporate"
          checked={values.isCorporate}
          disabled={!editing}
          onChange={(event) => onCorporateChange(event.target.checked)}
        />
        {ACCOUNT_COPY.corporate}
      </label>
      {values.isCorporate ? (
        <Field label={ACCOUNT_COPY.companyName} htmlFor={fieldId("companyName")} required={editing} error={errors.companyName}>
          <input
            {...fieldAria(fieldId("companyName"), errors.companyName)}
            className={form.input}
            name="companyName"
            type="text"
            autoComplete="organization"
            maxLength={120}
            readOnly={!editing}
            value={values.companyName}
            onChange={(event) => onChange("companyName", event.target.value)}
          />
        </Field>
      ) : null}
    </>
  );
}
