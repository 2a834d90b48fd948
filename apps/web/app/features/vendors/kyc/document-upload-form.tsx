import { useRef, useState } from "react";
import { ACCOUNT_COPY, KYC_MESSAGES, KYC_NUMBER_MAX_LENGTH, todayInIndia } from "@utsav/domain/client";
import type { KycConfig } from "@utsav/domain";
import { checkFileSizes } from "@utsav/domain/client";
import { useUploadKycDocument } from "../api/kyc";
import { Field, fieldAria, FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { checkNewDocument } from "./document-form";
import type { DocumentErrors } from "./document-form";
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
 * the type has one, and the file, an image or a PDF of at most 2 MB (application §5).
 */
export function DocumentUploadForm({ config, acceptedTypes, maxFileBytes, replacing = false, onDone, onCancel }: DocumentUploadFormProps) {
  const upload = useUploadKycDocument();
  const form = useRef<HTMLFormElement>(null);
  const [documentNumber, setDocumentNumber] = useState("");
  const [expiryDate, setExpiryDate] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const id = `kyc-${config.type}${replacing ? "-replace" : ""}`;
  // A number of digits only (Aadhaar, FSSAI) gets the phone's number pad.
  const numeric = !/[A-Za-z]/.test(config.example);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkNewDocument(config.type, documentNumber, expiryDate);
    const found: DocumentErrors = checked.ok ? {} : { ...checked.errors };
    if (!file) found.file = KYC_MESSAGES.fileRequired;
    if (!checked.ok || !file) {
      setErrors(found);
      focusFirstInvalid(form.current);
      return;
    }
    upload.mutate(
      { file, type: config.type, documentNumber: checked.documentNumber, expiryDate: checked.expiryDate },
      {
        onSuccess: () => {
          setDocumentNumber("");
          setExpiryDate("");
          setFile(null);
          onDone?.();
        },
      },
    );
  }

  return (
    <form
      ref={form}
      className={styles.docForm}
      onSubmit={submit}
      noValidate
      aria-label={`${replacing ? "Replace" : "Upload"} ${config.label}`}
    >
      <Field
        label={config.numberLabel}
        htmlFor={`${id}-number`}
        required
        hint={`For example ${config.example}`}
        error={errors.documentNumber}
      >
        <input
          {...fieldAria(`${id}-number`, errors.documentNumber, true)}
          className={formStyles.input}
          value={documentNumber}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          inputMode={numeric ? "numeric" : "text"}
          maxLength={KYC_NUMBER_MAX_LENGTH}
          disabled={upload.isPending}
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
            disabled={upload.isPending}
            onChange={(event) => {
              setExpiryDate(event.target.value);
              setErrors(({ expiryDate: _cleared, ...rest }) => rest);
            }}
          />
        </Field>
      ) : null}
      <Field
        label="Document file"
        htmlFor={`${id}-file`}
        required
        hint={`An image or a PDF, up to ${sizeText(maxFileBytes)}.`}
        error={errors.file}
      >
        <input
          {...fieldAria(`${id}-file`, errors.file, true)}
          type="file"
          className={styles.fileInput}
          accept={acceptedTypes.join(",")}
          disabled={upload.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const { refusal } = checkFileSizes(chosen ? [chosen] : [], maxFileBytes);
            setFile(refusal ? null : chosen);
            if (refusal) event.target.value = "";
            setErrors(({ file: _cleared, ...rest }) => (refusal ? { ...rest, file: refusal } : rest));
          }}
        />
      </Field>
      <FormAlert message={upload.error?.message ?? null} />
      <div className={styles.docActions}>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          {upload.isPending ? ACCOUNT_COPY.uploading : replacing ? "Upload new file" : "Upload"}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={upload.isPending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
