import type { FieldPath, FieldValues } from "react-hook-form";
import type { DomainForm } from "../lib/forms/use-domain-form";
import { Field } from "./field";

type Control<V extends FieldValues> = ReturnType<DomainForm<V>["control"]>;

interface FormFieldProps<V extends FieldValues> {
  form: DomainForm<V>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  markOptional?: boolean;
  hint?: string;
  /** The input, given its props: registered and tied to the label, hint and error. */
  children: (control: Control<V>) => React.ReactNode;
}

/**
 * The site's labelled field (shared/ui/field.tsx) bound to a field of the form helper: its label, hint and error come
 * from the form, and the input gets what ties them together.
 *
 * ```tsx
 * <FormField form={form} name="fullName" label="Name" required>{(control) => <input {...control} />}</FormField>
 * ```
 */
export function FormField<V extends FieldValues>({ form, name, label, required, markOptional, hint, children }: FormFieldProps<V>) {
  return (
    <Field
      label={label}
      htmlFor={form.fieldId(name)}
      required={required}
      markOptional={markOptional}
      hint={hint}
      error={form.errorOf(name)}
    >
      {children(form.control(name, { hint: hint !== undefined }))}
    </Field>
  );
}
