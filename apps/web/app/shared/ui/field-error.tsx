import { Icon } from "./icons";
import styles from "./field-error.module.css";

/** The id of a field's error text, for aria-describedby. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** The alert icon of errors; decorative (the text says what is wrong). */
export function AlertIcon() {
  return (
    <Icon size={16} fill="currentColor" stroke="none">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
    </Icon>
  );
}

/** A field's error under it: invalid inputs show an icon and a red hint (application §5). Every form uses this one. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon />
      {message}
    </p>
  );
}
