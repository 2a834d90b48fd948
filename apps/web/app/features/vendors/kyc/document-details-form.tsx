import { KYC_NUMBER_MAX_LENGTH, todayInIndia } from "@utsav/domain/client";
import type { KycConfig, KycDocument } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { detailsCheck, documentChange } from "./document-form";
import type { DetailsValues } from "./document-form";
import type { KycAct, KycAnswer } from "./kyc-acts";
import styles from "./kyc-page.module.css";

interface DocumentDetailsFormProps {
  config: KycConfig["documentTypes"][number];
  document: KycDocument;
  onDone: () => void;
}

/**
 * "Edit details" of an uploaded document (POST /kyc/documents/{id}, kyc-acts.ts "details"): a corrected number, or a
 * new expiry date, without uploading the file again. The stored number is masked, so the field starts empty and empty
 * keeps it.
 */
export function DocumentDetailsForm({ config, document, onDone }: DocumentDetailsFormProps) {
  const form = useDomainForm<DetailsValues>({
    defaultValues: { documentNumber: "", expiryDate: document.expiryDate ?? "" },
    check: detailsCheck(config.type, document.expiryDate),
  });
  const update = useActFetcher<KycAnswer, KycAct>({
    action: paths.vendorKyc(),
    onAnswer: (answer) => (answer.ok ? onDone() : form.refuse(answer.error)),
  });

  const send = form.handleSubmit(({ documentNumber, expiryDate }) => {
    const checked = documentChange(config.type, documentNumber, expiryDate, document.expiryDate);
    if (!checked.ok) return;
    if (!checked.change) return onDone();
    void update.sendJson({ intent: "details", documentId: document.id, ...checked.change });
  });

  return (
    <form className={styles.docForm} onSubmit={(event) => void send(event)} noValidate aria-label={`Edit details of ${config.label}`}>
      <FormField
        form={form}
        name="documentNumber"
        label={`New ${config.numberLabel}`}
        hint={`Leave empty to keep ${document.documentNumber}. For example ${config.example}`}
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={KYC_NUMBER_MAX_LENGTH}
            disabled={update.busy}
          />
        )}
      </FormField>
      {config.hasExpiry ? (
        <FormField form={form} name="expiryDate" label="Expiry date" required>
          {(control) => <input {...control} type="date" className={formStyles.input} min={todayInIndia()} disabled={update.busy} />}
        </FormField>
      ) : null}
      <FormAlert message={form.formError} />
      <div className={styles.docActions}>
        <button type="submit" className="btn btn-primary" disabled={update.busy} aria-busy={update.busy || undefined}>
          {update.busy ? "Saving..." : "Save details"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone} disabled={update.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
