import { useRef, useState } from "react";
import { KYC_NUMBER_MAX_LENGTH, todayInIndia } from "@utsav/domain/client";
import type { KycConfig, KycDocument } from "@utsav/domain";
import { useUpdateKycDocument } from "../api/kyc";
import { Field, fieldAria, FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { documentChange } from "./document-form";
import type { DocumentErrors } from "./document-form";
import styles from "./kyc-page.module.css";

interface DocumentDetailsFormProps {
  config: KycConfig["documentTypes"][number];
  document: KycDocument;
  onDone: () => void;
}

/**
 * "Edit details" of an uploaded document (POST /kyc/documents/{id}): a corrected number, or a new expiry date,
 * without uploading the file again. The stored number is masked, so the field starts empty and empty keeps it.
 */
export function DocumentDetailsForm({ config, document, onDone }: DocumentDetailsFormProps) {
  const update = useUpdateKycDocument();
  const form = useRef<HTMLFormElement>(null);
  const [documentNumber, setDocumentNumber] = useState("");
  const [expiryDate, setExpiryDate] = useState(document.expiryDate ?? "");
  const [errors, setErrors] = useState<DocumentErrors>({});
  const id = `kyc-${config.type}-edit`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = documentChange(config.type, documentNumber, expiryDate, document.expiryDate);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    if (!checked.change) return onDone();
    update.mutate({ id: document.id, change: checked.change }, { onSuccess: onDone });
  }

  return (
    <form ref={form} className={styles.docForm} onSubmit={submit} noValidate aria-label={`Edit details of ${config.label}`}>
      <Field
        label={`New ${config.numberLabel}`}
        htmlFor={`${id}-number`}
        hint={`Leave empty to keep ${document.documentNumber}. For example ${config.example}`}
        error={errors.documentNumber}
      >
        <input
          {...fieldAria(`${id}-number`, errors.documentNumber, true)}
          className={formStyles.input}
          value={documentNumber}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={KYC_NUMBER_MAX_LENGTH}
          disabled={update.isPending}
          onChange={(event) => {
            setDocumentNumber(event.target.value);
            setErrors(({ documentNumber: _cleared, ...rest }) => rest);
          }}
        />
      </Field>
      {config.hasExpiry ? (
        <Field label="Expiry date" htmlFor={`${id}-expiry`} required error={errors.expiryDate}>
          <input
            {...fieldAria(`${id}-expiry`, errors.expiryDate)}
            type="date"
            className={formStyles.input}
            value={expiryDate}
            min={todayInIndia()}
            disabled={update.isPending}
            onChange={(event) => {
              setExpiryDate(event.target.value);
              setErrors(({ expiryDate: _cleared, ...rest }) => rest);
            }}
          />
        </Field>
      ) : null}
      <FormAlert message={update.error?.message ?? null} />
      <div className={styles.docActions}>
        <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? "Saving..." : "Save details"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
