import { errorIdOf, FieldError } from "./field-error";

export { errorIdOf };
import styles from "./field.module.css";

/** The id of a field's hint text, for aria-describedby. */
export const hintIdOf = (inputId: string) => `${inputId}-hint`;

/**
 * The props that tie an input to its label, hint and error (application §5: invalid inputs show an icon and a red
 * hint). Pass hint when the field shows one, so a screen reader reads it with the input.
 */
export function fieldAria(inputId: string, error: string | null | undefined, hint = false) {
  return { id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(inputId, error, hint) } as const;
}

/** What describes a field or a group of choices (a fieldset): its hint, if shown, and its error, if any. */
export function describedBy(inputId: string, error: string | null | undefined, hint = false): string | undefined {
  return [hint ? hintIdOf(inputId) : null, error ? errorIdOf(inputId) : null].filter(Boolean).join(" ") || undefined;
}

export interface FieldProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor: string;
  required?: boolean;
  /** Marks a field that is not required with "(optional)", for forms where most fields are required. */
  markOptional?: boolean;
  hint?: string;
  error?: string;
  children: React.ReactNode;
  /** What follows the error, such as the entries a field has added so far. */
  after?: React.ReactNode;
}

/**
 * A labelled form field, the one every form uses: required fields carry an asterisk (application §5), a hint sits
 * between the label and the input, and the error shows under the input.
 */
export function Field({ label, htmlFor, required = false, markOptional = false, hint, error, children, after }: FieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : markOptional ? (
          <span className={styles.optional}> (optional)</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintIdOf(htmlFor)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={errorIdOf(htmlFor)} message={error} /> : null}
      {after}
    </div>
  );
}
