import { useId } from "react";
import { get, useForm } from "react-hook-form";
import type { DefaultValues, FieldPath, FieldValues } from "react-hook-form";
import { fieldAria } from "../../ui/field";
import { domainResolver } from "./domain-resolver";
import type { DomainCheck } from "./domain-resolver";

// The one form helper of the web (docs/decisions/0030): react-hook-form, checked by a rule of packages/domain.
// react-hook-form is about 12 KB gzip and no route has that much left of its 130 KB budget: a form that uses this
// hook loads with its own chunk (React.lazy, rendered on the server all the same), never in a route's first load;
// `npm run build -w @utsav/web` fails when one does.

export interface DomainFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The domain's rule, without zod: a message for each field that is wrong. */
  check: DomainCheck<V>;
  /** Forgets the values of fields that are no longer shown (a decision's reason once Approve is chosen again). */
  shouldUnregister?: boolean;
  /**
   * Whether react-hook-form moves focus to the first field in error (the default). A form with parts it cannot focus
   * (a photo picker, a group's own message) turns it off and moves focus itself, in the order of the page.
   */
  shouldFocusError?: boolean;
}

/**
 * A form's values, errors and submit, the way every form of the site behaves (docs/decisions/0009, Forms): checked
 * on submit by the domain's rule; editing a field clears its error; after a failed check focus moves to the first
 * field in error; the submit is busy while its promise runs; a refusal from the server shows above the button.
 */
export function useDomainForm<V extends FieldValues>({
  defaultValues,
  check,
  shouldUnregister = false,
  shouldFocusError = true,
}: DomainFormOptions<V>) {
  const id = useId();
  const form = useForm<V>({
    defaultValues,
    resolver: domainResolver(check),
    mode: "onSubmit",
    // An error stays until its field is edited (which clears it) or the form is sent again.
    reValidateMode: "onSubmit",
    shouldFocusError,
    shouldUnregister,
  });
  const { errors } = form.formState;

  /** The message under a field, if it has one. */
  const errorOf = (name: FieldPath<V>): string | undefined => {
    const found: unknown = get(errors, name);
    return typeof found === "object" && found !== null && "message" in found && typeof found.message === "string"
      ? found.message
      : undefined;
  };
  /** The id of a field's input, which its label, hint and error name. */
  const fieldId = (name: FieldPath<V>) => `${id}-${name}`;
  const register = (name: FieldPath<V>) => form.register(name, { onChange: () => form.clearErrors(name) });

  return {
    ...form,
    errorOf,
    fieldId,
    /** An input's props: registered, tied to its label, hint and error (pass hint when the field shows one). */
    control: (name: FieldPath<V>, { hint = false }: { hint?: boolean } = {}) => ({
      ...register(name),
      ...fieldAria(fieldId(name), errorOf(name), hint),
    }),
    /** A radio's or a checkbox's props, one of a group; the group's fieldset names the error (describedBy). */
    choice: (name: FieldPath<V>) => ({ ...register(name), "aria-invalid": errorOf(name) ? true : undefined }),
    /**
     * react-hook-form's own control (`control` above is the helper's), for useController: a value no input holds, such
     * as a list built with Add buttons, whose error still moves focus to the input that edits it.
     */
    formControl: form.control,
    /** The server's refusal of the last submit, shown above the submit button; the form keeps what was typed. */
    formError: errors.root?.server?.message ?? null,
    /** Shows a refusal from the server (or the screen's fallback) as the form's error. */
    refuse: (message: string) => form.setError("root.server", { type: "server", message }),
  };
}

export type DomainForm<V extends FieldValues> = ReturnType<typeof useDomainForm<V>>;
