import { AlertIcon, FieldError } from "../field-error";
import { describedBy, errorIdOf, Field, fieldAria, hintIdOf } from "../field";
import styles from "./form.module.css";

// The vendor screens' form kit: the site's field, plus the save alert, the submit button and the vendor inputs' look.
export { describedBy, errorIdOf, Field, fieldAria, FieldError, hintIdOf };

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
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

export { styles as formStyles };
