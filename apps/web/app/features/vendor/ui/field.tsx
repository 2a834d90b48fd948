import { AlertIcon, errorIdOf, FieldError } from "../../../shared/ui/field-error";
import styles from "./form.module.css";

export { FieldError };

/** The id of a field's hint or error text, for aria-describedby. */
const describedBy = (inputId: string, hint: boolean, error: boolean) =>
  [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;

/** The props that tie an input to its label, hint and error (application §5: invalid inputs show an icon and a red hint). */
export function fieldAria(inputId: string, error: string | undefined, hint = false) {
  return { id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(inputId, hint, Boolean(error)) } as const;
}

export interface FieldProps {
  label: string;
  htmlFor: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}

/** A labelled field with an optional hint; required ones carry an asterisk, errors show under the input. */
export function Field({ label, htmlFor, required = false, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${htmlFor}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={errorIdOf(htmlFor)} message={error} /> : null}
    </div>
  );
}


/** The server's message for a failed save, above the submit button; the form stays as it was. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      <AlertIcon />
      {message}
    </p>
  );
}

/** The submit button: disabled while the save runs, with a label that says so. */
export function SubmitButton({ busy, label, busyLabel, disabled = false }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

export { styles as formStyles };
