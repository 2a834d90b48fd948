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
      {error ? (
        <p id={`${htmlFor}-error`} className={form.error}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
