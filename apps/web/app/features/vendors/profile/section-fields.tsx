import { Field, fieldAria, formStyles as form } from "../../../shared/ui/vendor-area/field";
import type { SectionForm } from "./use-section-form";

type StringKey<V> = Extract<{ [K in keyof V]: V[K] extends string ? K : never }[keyof V], string>;

interface TextFieldProps<V extends object> {
  form: SectionForm<V>;
  field: StringKey<V>;
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

/** One labelled text input or text area of a section form, tied to the form's values and errors. */
export function TextField<V extends object>({
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
  const id = f.fieldId(field);
  const error = f.errors[field];
  const value = f.values[field] as string;
  const countId = `${id}-count`;
  const aria = fieldAria(id, error, Boolean(hint));
  if (multiline) {
    return (
      <Field label={label} htmlFor={id} required={required} hint={hint} error={error}>
        <textarea
          {...aria}
          aria-describedby={[aria["aria-describedby"], countId].filter(Boolean).join(" ")}
          className={form.textarea}
          name={field}
          rows={multiline.rows ?? 5}
          value={value}
          placeholder={placeholder}
          onChange={(e) => f.set(field, e.target.value as V[typeof field])}
        />
        <p id={countId} className={form.hint} data-over={value.trim().length > multiline.max || undefined}>
          {value.trim().length} / {multiline.max} characters
        </p>
      </Field>
    );
  }
  const input = (
    <input
      {...aria}
      className={form.input}
      name={field}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      onChange={(e) => f.set(field, e.target.value as V[typeof field])}
    />
  );
  return (
    <Field label={label} htmlFor={id} required={required} hint={hint} error={error}>
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
