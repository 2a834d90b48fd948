import styles from "./account-form.module.css";

/** The id of a field's error text, for aria-describedby. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

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

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
      </svg>
      {message}
    </p>
  );
}
