import { useId, useRef, useState } from "react";
import {
  formatPhoneDisplay,
  MESSAGES,
  VENDOR_WAITLIST_CATEGORIES,
  VENDOR_WAITLIST_CATEGORY_LABELS,
  VENDOR_WAITLIST_FIELDS as FIELDS,
} from "@utsav/domain/client";
import { joinVendorWaitlist } from "./api/join-vendor-waitlist";
import type { VendorWaitlistEntry, VendorWaitlistErrors, VendorWaitlistField } from "./vendor-waitlist";
import { EMPTY_VENDOR_ENTRY, validateVendorEntry, vendorWaitlistPayload } from "./vendor-waitlist";
import styles from "./vendor-waitlist-form.module.css";
import { Field, fieldAria } from "../../shared/ui/field";
import fields from "../../shared/ui/form.module.css";

const FIELD_ORDER: VendorWaitlistField[] = ["businessName", "contactName", "phoneNumber", "email", "category", "city"];

type Sending = { kind: "editing"; error?: string } | { kind: "sending" } | { kind: "joined"; contactName: string; phoneNumber: string };

/**
 * "Prefer a call back?": the vendor waitlist (application §1, §7), for vendors outside Bengaluru or who would rather
 * talk before signing up. Checked in the browser with the domain's rules, then sent; a success replaces the form,
 * a failure shows the server's message, else the waitlist fallback (application §8), and keeps what was typed.
 */
export function VendorWaitlistForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [entry, setEntry] = useState<VendorWaitlistEntry>(EMPTY_VENDOR_ENTRY);
  const [errors, setErrors] = useState<VendorWaitlistErrors>({});
  const [sending, setSending] = useState<Sending>({ kind: "editing" });

  const fieldId = (field: VendorWaitlistField) => `${id}-${field}`;
  const control = (field: VendorWaitlistField) => ({
    ...fieldAria(fieldId(field), errors[field]),
    name: field,
    value: entry[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setEntry((current) => ({ ...current, [field]: event.target.value }));
      // Editing a field clears its error (application §4, as in the booking form).
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    className: fields.input,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.kind === "sending") return;
    const found = validateVendorEntry(entry);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    const payload = vendorWaitlistPayload(entry);
    setSending({ kind: "sending" });
    try {
      const result = await joinVendorWaitlist(payload);
      if (result.ok) setSending({ kind: "joined", contactName: payload.contactName, phoneNumber: payload.phoneNumber });
      else setSending({ kind: "editing", error: result.errorMessage ?? MESSAGES.waitlistFailed });
    } catch {
      setSending({ kind: "editing", error: MESSAGES.waitlistFailed });
    }
  }

  if (sending.kind === "joined") {
    return (
      // Focused when it appears, so it is read out in place of the form and scrolled into view.
      <div className={`${fields.done} ${styles.done}`} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <p className={styles.doneTitle}>{MESSAGES.waitlistSuccess}</p>
        <p>
          We will call {sending.contactName} on <span className={styles.nowrap}>{formatPhoneDisplay(sending.phoneNumber)}</span> to talk
          about bringing your business to Utsav.
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setEntry(EMPTY_VENDOR_ENTRY);
            setSending({ kind: "editing" });
          }}
        >
          Add another business
        </button>
      </div>
    );
  }

  const formError = sending.kind === "editing" ? sending.error : undefined;
  return (
    <form ref={form} className={fields.form} onSubmit={submit} noValidate aria-label="Request a call back">
      <Field markOptional label={FIELDS.businessName.label} required error={errors.businessName} htmlFor={fieldId("businessName")}>
        <input {...control("businessName")} type="text" autoComplete="organization" maxLength={FIELDS.businessName.max} />
      </Field>
      <Field markOptional label={FIELDS.contactName.label} required error={errors.contactName} htmlFor={fieldId("contactName")}>
        <input {...control("contactName")} type="text" autoComplete="name" maxLength={FIELDS.contactName.max} />
      </Field>
      <div className={fields.pair}>
        <Field markOptional label="Mobile number" required error={errors.phoneNumber} htmlFor={fieldId("phoneNumber")}>
          <input {...control("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        </Field>
        <Field markOptional label="Email" error={errors.email} htmlFor={fieldId("email")}>
          <input {...control("email")} type="email" inputMode="email" autoComplete="email" maxLength={254} />
        </Field>
      </div>
      <div className={fields.pair}>
        <Field markOptional label="Category" required error={errors.category} htmlFor={fieldId("category")}>
          <select {...control("category")}>
            <option value="">Choose a category</option>
            {VENDOR_WAITLIST_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {VENDOR_WAITLIST_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field markOptional label={FIELDS.city.label} required error={errors.city} htmlFor={fieldId("city")}>
          <input {...control("city")} type="text" autoComplete="address-level2" maxLength={FIELDS.city.max} />
        </Field>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${fields.submit} ${styles.submit}`} disabled={sending.kind === "sending"}>
        {sending.kind === "sending" ? "Sending…" : "Request a call back"}
      </button>
    </form>
  );
}
