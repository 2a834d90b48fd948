import type { UseFormRegisterReturn } from "react-hook-form";
import { ACCOUNT_COPY } from "@utsav/domain/client";
import { Field } from "../../shared/ui/field";
import type { fieldAria } from "../../shared/ui/field";
import form from "./account-form.module.css";

type IdentityField = "fullName" | "companyName";

/**
 * What the fields need of the form helper (useDomainForm) of onboarding or of the profile, both of which hold the
 * name, the corporate tick and the company.
 */
export interface IdentityForm {
  control(name: IdentityField): UseFormRegisterReturn & ReturnType<typeof fieldAria>;
  choice(name: "isCorporate"): UseFormRegisterReturn & { "aria-invalid": boolean | undefined };
  errorOf(name: IdentityField): string | undefined;
  fieldId(name: IdentityField): string;
}

interface IdentityFieldsProps {
  identity: IdentityForm;
  /** Whether corporate is ticked: the company is asked for then. */
  isCorporate: boolean;
  /** After the tick changes: unticking clears the company and its error (application §5). */
  onCorporateChange: (isCorporate: boolean) => void;
  /** False shows the saved values read-only, as the profile does in view mode. */
  editing?: boolean;
}

/**
 * Who the consumer is (application §4): the name, the corporate checkbox and, when it is ticked, the company name.
 * Onboarding and the profile ask for them the same way.
 */
export function IdentityFields({ identity, isCorporate, onCorporateChange, editing = true }: IdentityFieldsProps) {
  const corporate = identity.choice("isCorporate");
  return (
    <>
      <Field label={ACCOUNT_COPY.name} htmlFor={identity.fieldId("fullName")} required={editing} error={identity.errorOf("fullName")}>
        <input
          {...identity.control("fullName")}
          className={form.input}
          type="text"
          autoComplete="name"
          maxLength={80}
          readOnly={!editing}
        />
      </Field>
      <label className={form.check}>
        <input
          {...corporate}
          type="checkbox"
          disabled={!editing}
          onChange={(event) => {
            void corporate.onChange(event);
            onCorporateChange(event.target.checked);
          }}
        />
        {ACCOUNT_COPY.corporate}
      </label>
      {isCorporate ? (
        <Field
          label={ACCOUNT_COPY.companyName}
          htmlFor={identity.fieldId("companyName")}
          required={editing}
          error={identity.errorOf("companyName")}
        >
          <input
            {...identity.control("companyName")}
            className={form.input}
            type="text"
            autoComplete="organization"
            maxLength={120}
            readOnly={!editing}
          />
        </Field>
      ) : null}
    </>
  );
}
