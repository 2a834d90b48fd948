import { useState } from "react";
import { formOutcome } from "@utsav/api-client/core/form-outcome";
import { joinVendorWaitlist } from "@utsav/api-client/waitlist/join-vendor-waitlist";
import {
  checkVendorWaitlistEntry,
  EMPTY_VENDOR_WAITLIST_ENTRY,
  formatPhoneDisplay,
  MESSAGES,
  VENDOR_WAITLIST_CATEGORIES,
  VENDOR_WAITLIST_CATEGORY_LABELS,
  VENDOR_WAITLIST_FIELDS as FIELDS,
  vendorWaitlistPayload,
} from "@utsav/domain/client";
import type { VendorWaitlistEntry } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import { phoneInput } from "../../shared/lib/forms/phone-input";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormField } from "../../shared/ui/form-field";
import fields from "../../shared/ui/form.module.css";
import styles from "./vendor-waitlist-form.module.css";

/** Who will be called back, as the success view names them. */
interface Joined {
  contactName: string;
  phoneNumber: string;
}

/**
 * "Prefer a call back?": the vendor waitlist (application §1, §7), for vendors outside Bengaluru or who would rather
 * talk before signing up. Checked with the domain's rule (docs/decisions/0030), then sent; a success replaces the
 * form, a failure shows the server's message, else the waitlist fallback (application §8), and keeps what was typed.
 * /vendors has no action to post to (its route only composes this form in), so the form calls the API itself.
 */
export function VendorWaitlistForm() {
  const form = useDomainForm<VendorWaitlistEntry>({ defaultValues: EMPTY_VENDOR_WAITLIST_ENTRY, check: checkVendorWaitlistEntry });
  const [joined, setJoined] = useState<Joined | null>(null);
  const sending = form.formState.isSubmitting;

  const send = form.handleSubmit(async (entry) => {
    const payload = vendorWaitlistPayload(entry);
    const outcome = await formOutcome(joinVendorWaitlist(browserApi, payload), MESSAGES.waitlistFailed);
    if (outcome.ok) setJoined({ contactName: payload.contactName, phoneNumber: payload.phoneNumber });
    else form.refuse(outcome.message);
  });

  if (joined) {
    return (
      // Focused when it appears, so it is read out in place of the form and scrolled into view.
      <div className={`${fields.done} ${styles.done}`} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <p className={styles.doneTitle}>{MESSAGES.waitlistSuccess}</p>
        <p>
          We will call {joined.contactName} on <span className={styles.nowrap}>{formatPhoneDisplay(joined.phoneNumber)}</span> to talk about
          bringing your business to Utsav.
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            form.reset(EMPTY_VENDOR_WAITLIST_ENTRY);
            setJoined(null);
          }}
        >
          Add another business
        </button>
      </div>
    );
  }

  return (
    <form className={fields.form} onSubmit={(event) => void send(event)} noValidate aria-label="Request a call back">
      <FormField form={form} name="businessName" label={FIELDS.businessName.label} required markOptional>
        {(control) => (
          <input {...control} className={fields.input} type="text" autoComplete="organization" maxLength={FIELDS.businessName.max} />
        )}
      </FormField>
      <FormField form={form} name="contactName" label={FIELDS.contactName.label} required markOptional>
        {(control) => <input {...control} className={fields.input} type="text" autoComplete="name" maxLength={FIELDS.contactName.max} />}
      </FormField>
      <div className={fields.pair}>
        <FormField form={form} name="phoneNumber" label="Mobile number" required markOptional>
          {(control) => <input {...control} {...phoneInput(control.onChange)} className={fields.input} autoComplete="tel" />}
        </FormField>
        <FormField form={form} name="email" label="Email" markOptional>
          {(control) => <input {...control} className={fields.input} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </FormField>
      </div>
      <div className={fields.pair}>
        <FormField form={form} name="category" label="Category" required markOptional>
          {(control) => (
            <select {...control} className={fields.input}>
              <option value="">Choose a category</option>
              {VENDOR_WAITLIST_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {VENDOR_WAITLIST_CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form={form} name="city" label={FIELDS.city.label} required markOptional>
          {(control) => (
            // The server's HTML shows the city too, before the form's script sets its value.
            <input
              {...control}
              defaultValue={EMPTY_VENDOR_WAITLIST_ENTRY.city}
              className={fields.input}
              type="text"
              autoComplete="address-level2"
              maxLength={FIELDS.city.max}
            />
          )}
        </FormField>
      </div>
      {form.formError ? (
        <p className={styles.formError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${fields.submit} ${styles.submit}`} disabled={sending}>
        {sending ? "Sending…" : "Request a call back"}
      </button>
    </form>
  );
}
