/**
 * After a failed check, moves focus to the first field marked invalid (or a group marked data-focus-invalid, such
 * as the photo picker), once React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true'], [data-focus-invalid]")?.focus());
}
