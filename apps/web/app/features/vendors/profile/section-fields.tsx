import { get, useWatch } from "react-hook-form";
import type { FieldValues, Path } from "react-hook-form";
import { phoneInput } from "../../../shared/lib/forms/phone-input";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { Field, formStyles as form } from "../../../shared/ui/vendor-area/field";

/** A text field's value when the form opened. */
const savedText = <V extends FieldValues>(f: DomainForm<V>, field: Path<V>) => String(get(f.formState.defaultValues, field) ?? "");

interface TextFieldProps<V extends FieldValues> {
  form: DomainForm<V>;
  /** A field whose value is text. */
  field: Path<V>;
  label: string;
  required?: boolean;
  hint?: string;
  /** A text area with a character count against this many characters. */
  multiline?: { max: number; rows?: number };
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  type?: "text" | "tel" | "email";
  autoComplete?: string;
  /** A fixed prefix shown in the box, e.g. '+91'. */
  prefix?: string;
  placeholder?: string;
}

/**
 * One labelled text input or text area of a section form, bound to the form helper: its label, hint and error are
 * the field's. It starts with the saved value in the page's HTML too, so the server's render shows it before the form
 * has loaded.
 */
export function TextField<V extends FieldValues>({
  form: f,
  field,
  label,
  required,
  hint,
  multiline,
  inputMode,
  type = "text",
  autoComplete,
  prefix,
  placeholder,
}: TextFieldProps<V>) {
  if (multiline) return <TextArea form={f} field={field} label={label} required={required} hint={hint} multiline={multiline} />;
  const id = f.fieldId(field);
  const control = f.control(field, { hint: Boolean(hint) });
  const input = (
    <input
      {...control}
      className={form.input}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      defaultValue={savedText(f, field)}
      // A phone number keeps its 10 digits however it is pasted (shared/lib/forms/phone-input.ts).
      onChange={type === "tel" ? phoneInput(control.onChange).onChange : control.onChange}
    />
  );
  return (
    <Field label={label} htmlFor={id} required={required} hint={hint} error={f.errorOf(field)}>
      {prefix ? (
        <div className={form.prefixed}>
          <span className={form.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A text area with the count of its characters (trimmed), marked when over the limit. */
function TextArea<V extends FieldValues>({
  form: f,
  field,
  label,
  required,
  hint,
  multiline,
}: Pick<TextFieldProps<V>, "form" | "field" | "label" | "required" | "hint"> & { multiline: { max: number; rows?: number } }) {
  const id = f.fieldId(field);
  const control = f.control(field, { hint: Boolean(hint) });
  const length = String(useWatch({ control: f.formControl, name: field }) ?? "").trim().length;
  const countId = `${id}-count`;
  return (
    <Field label={label} htmlFor={id} required={required} hint={hint} error={f.errorOf(field)}>
      <textarea
        {...control}
        aria-describedby={[control["aria-describedby"], countId].filter(Boolean).join(" ")}
        className={form.textarea}
        rows={multiline.rows ?? 5}
        defaultValue={savedText(f, field)}
      />
      <p id={countId} className={form.hint} data-over={length > multiline.max || undefined}>
        {length} / {multiline.max} characters
      </p>
    </Field>
  );
}
