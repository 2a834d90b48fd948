import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import styles from "./account-form.module.css";

/** The props that tie an input to its label and error (application §5: invalid inputs show an icon and a red hint). */
export function fieldAria(inputId: string, error: string | undefined) {
  return { id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorIdOf(inputId) : undefined } as const;
}

/** A labelled form field; required ones carry an asterisk (application §5). */
export function FormField({ label, htmlFor, required = false, error, children }: { label: string; htmlFor: string; required?: boolean; error?: string; children: React.ReactNode }) {
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
      {children}
      {error ? <FieldError id={errorIdOf(htmlFor)} message={error} /> : null}
    </div>
  );
}
