import { set } from "react-hook-form";
import type { FieldErrors, FieldPath, FieldValues, Resolver } from "react-hook-form";

// A form's check is a rule of packages/domain without zod (validateBookingData, checkDecision, textProblem…), so the
// browser never loads zod and the first message a person sees is the one the API would give (docs/decisions/0030).

/** What a domain rule answers: a message for each field that is wrong; null, undefined or absent when it is fine. */
export type Problems<V extends FieldValues> = Partial<Record<FieldPath<V> | "root", string | null | undefined>>;

/** A domain rule over the form's values; a rule that asks the API (a locality the vendor serves) answers later. */
export type DomainCheck<V extends FieldValues> = (values: V) => Problems<V> | Promise<Problems<V>>;

/** Only the fields that have a message, as react-hook-form's nested errors ('sections.0' stays under 'sections'). */
export function problemsToErrors<V extends FieldValues>(problems: Problems<V>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const [name, message] of Object.entries(problems) as [string, string | null | undefined][]) {
    if (message) set(errors, name, { type: "domain", message });
  }
  return errors;
}

/** react-hook-form's resolver over a domain rule: the values as typed when nothing is wrong, else the errors. */
export function domainResolver<V extends FieldValues>(check: DomainCheck<V>): Resolver<V> {
  return async (values) => {
    const errors = problemsToErrors(await check(values));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
