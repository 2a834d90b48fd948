import { ACCOUNT_COPY, checkFileSizes, KYC_NUMBER_MAX_LENGTH, todayInIndia } from "@utsav/domain/client";
import type { KycConfig } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { checkNewDocument, uploadCheck } from "./document-form";
import type { UploadValues } from "./document-form";
import { uploadForm } from "./kyc-acts";
import type { KycAnswer } from "./kyc-acts";
import styles from "./kyc-page.module.css";

type DocumentTypeConfig = KycConfig["documentTypes"][number];

interface DocumentUploadFormProps {
  config: DocumentTypeConfig;
  acceptedTypes: readonly string[];
  maxFileBytes: number;
  /** Replacing an uploaded document: the new one takes its place (one document per type). */
  replacing?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

const sizeText = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Uploads one document: its number (checked as the API checks it, with the format example), the expiry date where
 * the type has one, and the file, an image or a PDF of at most 2 MB (application §5). It goes as multipart form data
 * to the KYC route's action (kyc-acts.ts "upload").
 */
export function DocumentUploadForm({ config, acceptedTypes, maxFileBytes, replacing = false, onDone, onCancel }: DocumentUploadFormProps) {
  const form = useDomainForm<UploadValues>({
    defaultValues: { documentNumber: "", expiryDate: "", file: null },
    check: uploadCheck(config.type),
  });
  const upload = useActFetcher<KycAnswer>({
    action: paths.vendorKyc(),
    onAnswer: (answer) => {
      if (!answer.ok) return form.refuse(answer.error);
      form.reset();
      onDone?.();
    },
  });
  // A number of digits only (Aadhaar, FSSAI) gets the phone's number pad.
  const numeric = !/[A-Za-z]/.test(config.example);

  const send = form.handleSubmit(({ documentNumber, expiryDate, file }) => {
    const checked = checkNewDocument(config.type, documentNumber, expiryDate);
    const chosen = file?.[0];
    if (!checked.ok || !chosen) return;
    const document = { file: chosen, type: config.type, documentNumber: checked.documentNumber, expiryDate: checked.expiryDate };
    void upload.sendForm(uploadForm(document));
  });

  return (
    <form
      className={styles.docForm}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-label={`${replacing ? "Replace" : "Upload"} ${config.label}`}
    >
      <FormField form={form} name="documentNumber" label={config.numberLabel} required hint={`For example ${config.example}`}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            inputMode={numeric ? "numeric" : "text"}
            maxLength={KYC_NUMBER_MAX_LENGTH}
            disabled={upload.busy}
          />
        )}
      </FormField>
      {config.hasExpiry ? (
        <FormField form={form} name="expiryDate" label="Expiry date" required>
          {(control) => <input {...control} type="date" className={formStyles.input} min={todayInIndia()} disabled={upload.busy} />}
        </FormField>
      ) : null}
      <FormField form={form} name="file" label="Document file" required hint={`An image or a PDF, up to ${sizeText(maxFileBytes)}.`}>
        {(control) => (
          <input
            {...control}
            type="file"
            className={styles.fileInput}
            accept={acceptedTypes.join(",")}
            disabled={upload.busy}
            onChange={(event) => {
              // A file over the limit is refused at once and not kept (application §5 "File(s) too large: …").
              const chosen = event.target.files?.[0];
              const { refusal } = checkFileSizes(chosen ? [chosen] : [], maxFileBytes);
              if (refusal) event.target.value = "";
              void control.onChange(event);
              if (refusal) form.setError("file", { type: "domain", message: refusal });
            }}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <div className={styles.docActions}>
        <button type="submit" className="btn btn-primary" disabled={upload.busy} aria-busy={upload.busy || undefined}>
          {upload.busy ? ACCOUNT_COPY.uploading : replacing ? "Upload new file" : "Upload"}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={upload.busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
