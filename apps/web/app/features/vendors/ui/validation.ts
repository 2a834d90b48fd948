// The browser's checks of the vendor forms are the domain's (textProblem, wholeNumberProblem, …), with the limits,
// field names and messages the API's schemas use (packages/domain/src/schemas/vendor-*.ts), so the inline error a
// vendor sees first is the one the server would give. The server still checks everything.

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Only the fields that have an error, so `Object.keys(errors).length === 0` means the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): Errors<K> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Errors<K>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
