import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import form from "./form.module.css";

/** A labelled field of the site's short forms: an asterisk when required, "(optional)" otherwise (application §5). */
export function FormField({ label, htmlFor, required = false, error, hint, children }: { label: string; htmlFor: string; required?: boolean; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className={form.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={htmlFor} className={form.label}>
        {label}
        {required ? (
          <span className={form.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className={form.optional}> (optional)</span>
        )}
      </label>
      {hint ? <p className={form.hint}>{hint}</p> : null}
      {children}
      {error ? <FieldError id={errorIdOf(htmlFor)} message={error} /> : null}
    </div>
  );
}
