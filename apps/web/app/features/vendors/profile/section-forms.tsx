import { useState } from "react";
import { Link } from "react-router";
import {
  ACCOUNT_COPY,
  PHONE,
  PHONE_PREFIX,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  VENDOR_SECTION_LABELS,
} from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import type { SectionData } from "../api/profile";
import {
  describedBy,
  errorIdOf,
  Field,
  fieldAria,
  FieldError,
  FormAlert,
  formStyles as form,
  SubmitButton,
} from "../../../shared/ui/vendor-area/field";
import { CATEGORY_CHOICES } from "../ui/categories";
import { BookingAlertsField } from "./booking-alerts-field";
import { TextField } from "./section-fields";
import { businessSection } from "./sections/business";
import { contactSection } from "./sections/contact";
import { serviceAreaError, serviceSection } from "./sections/service";
import type { ServiceValues } from "./sections/service";
import { termsSection } from "./sections/terms";
import { useSectionForm } from "./use-section-form";
import type { SectionForm } from "./use-section-form";
import styles from "./profile.module.css";

/** The form's foot: the server's message above Save (the form kept), and Cancel back to the profile. */
function SectionActions({ saving, saveError }: { saving: boolean; saveError: string | null }) {
  return (
    <div className={form.actions}>
      <FormAlert message={saveError} />
      <SubmitButton busy={saving} label="Save" busyLabel="Saving…" />
      <Link to={paths.vendorProfile()} className={`btn btn-outline ${form.submit}`}>
        Cancel
      </Link>
    </div>
  );
}

export function BusinessForm({ data, profile }: { data: SectionData<"business"> | null; profile: VendorProfile | undefined }) {
  const f = useSectionForm("business", businessSection, data, profile);
  const categoriesError = f.errors.categories;
  return (
    <form ref={f.formRef} className={form.form} onSubmit={f.submit} noValidate aria-label={VENDOR_SECTION_LABELS.business}>
      <TextField form={f} field="businessName" label={LABEL.businessName} required autoComplete="organization" />
      <TextField
        form={f}
        field="titleTag"
        label={LABEL.titleTag}
        hint="Optional. How your storefront introduces you, e.g. 'Curated by' or 'Handmade by'."
      />
      <TextField
        form={f}
        field="bio"
        label={LABEL.bio}
        required
        hint="What you make or do, what makes you special, and since when. Customers read this before they call."
        multiline={{ max: L.bio.max, rows: 6 }}
      />
      <fieldset className={form.fieldset} aria-describedby={describedBy(f.fieldId("categories"), categoriesError)}>
        <legend className={form.legend}>
          What do you sell?
          <span className={form.required} aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className={form.choices}>
          {CATEGORY_CHOICES.map((choice) => (
            <label key={choice.value} className={form.choice}>
              <input
                type="checkbox"
                name="categories"
                value={choice.value}
                checked={f.values.categories.includes(choice.value)}
                aria-invalid={categoriesError ? true : undefined}
                onChange={(e) =>
                  f.set(
                    "categories",
                    e.target.checked ? [...f.values.categories, choice.value] : f.values.categories.filter((c) => c !== choice.value),
                  )
                }
              />
              <span className={form.choiceText}>
                <span className={form.choiceTitle}>{choice.label}</span>
                <span className={form.choiceHint}>{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {categoriesError ? <FieldError id={errorIdOf(f.fieldId("categories"))} message={categoriesError} /> : null}
      </fieldset>
      <SectionActions saving={f.saving} saveError={f.saveError} />
    </form>
  );
}

export function ContactForm({ data, profile }: { data: SectionData<"contact"> | null; profile: VendorProfile | undefined }) {
  const f = useSectionForm("contact", contactSection, data, profile);
  return (
    <form ref={f.formRef} className={form.form} onSubmit={f.submit} noValidate aria-label={VENDOR_SECTION_LABELS.contact}>
      <TextField
        form={f}
        field="contactName"
        label={LABEL.contactName}
        required
        autoComplete="name"
        hint="The person customers and our team talk to."
      />
      <TextField
        form={f}
        field="phoneNumber"
        label={ACCOUNT_COPY.phoneLabel}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={PHONE_PREFIX}
        placeholder="98765 43210"
        hint={`Customers see this number when they tap View Contact. ${PHONE.inputMaxLength} digits.`}
      />
      <TextField
        form={f}
        field="whatsappNumber"
        label="WhatsApp number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        prefix={PHONE_PREFIX}
        hint="Optional. Customers can chat with you on it, and booking alerts on WhatsApp go to it."
      />
      <TextField
        form={f}
        field="email"
        label={ACCOUNT_COPY.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="Optional. For booking alerts by email, if you choose them below."
      />
      <BookingAlertsField f={f} />
      <SectionActions saving={f.saving} saveError={f.saveError} />
    </form>
  );
}

export function ServiceForm({ data, profile }: { data: SectionData<"service"> | null; profile: VendorProfile | undefined }) {
  const f = useSectionForm("service", serviceSection, data, profile);
  return (
    <form ref={f.formRef} className={form.form} onSubmit={f.submit} noValidate aria-label={VENDOR_SECTION_LABELS.service}>
      <TextField
        form={f}
        field="area"
        label={LABEL.area}
        required
        autoComplete="address-level3"
        hint="The locality your business works from, e.g. Indiranagar."
      />
      <ServiceAreasField f={f} />
      <div className={form.row}>
        <TextField
          form={f}
          field="serviceRadiusKm"
          label={LABEL.serviceRadiusKm}
          required
          inputMode="numeric"
          hint={`How far you travel or deliver: ${L.serviceRadiusKm.min} to ${L.serviceRadiusKm.max} km.`}
        />
        <TextField
          form={f}
          field="leadTimeDays"
          label={LABEL.leadTimeDays}
          required
          inputMode="numeric"
          hint={`The minimum notice you need before an event: ${L.leadTimeDays.min} to ${L.leadTimeDays.max} days.`}
        />
      </div>
      <SectionActions saving={f.saving} saveError={f.saveError} />
    </form>
  );
}

/** The areas the business serves: typed one at a time and shown as a list, each with its own Remove button. */
function ServiceAreasField({ f }: { f: SectionForm<ServiceValues> }) {
  const [entry, setEntry] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  const id = f.fieldId("serviceAreas");
  const error = entryError ?? f.errors.serviceAreas;
  const add = () => {
    const problem = serviceAreaError(entry, f.values.serviceAreas);
    setEntryError(problem);
    if (problem) return;
    f.set("serviceAreas", [...f.values.serviceAreas, entry.trim()]);
    setEntry("");
  };
  const added =
    f.values.serviceAreas.length > 0 ? (
      <ul className={styles.chips} aria-label="Added areas">
        {f.values.serviceAreas.map((area) => (
          <li key={area} className={styles.chip}>
            {area}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove ${area}`}
              onClick={() =>
                f.set(
                  "serviceAreas",
                  f.values.serviceAreas.filter((a) => a !== area),
                )
              }
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <Field
      label="Areas you serve"
      htmlFor={id}
      required
      hint={`Add each locality you deliver to or work in, e.g. Koramangala, HSR Layout. Up to ${L.serviceAreas.max}.`}
      error={error ?? undefined}
      after={added}
    >
      <div className={styles.addRow}>
        <input
          {...fieldAria(id, error, true)}
          className={form.input}
          value={entry}
          onChange={(e) => {
            setEntry(e.target.value);
            setEntryError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={add}>
          Add
        </button>
      </div>
    </Field>
  );
}

export function TermsForm({ data, profile }: { data: SectionData<"terms"> | null; profile: VendorProfile | undefined }) {
  const f = useSectionForm("terms", termsSection, data, profile);
  return (
    <form ref={f.formRef} className={form.form} onSubmit={f.submit} noValidate aria-label={VENDOR_SECTION_LABELS.terms}>
      <TextField
        form={f}
        field="advancePercent"
        label={LABEL.advancePercent}
        required
        inputMode="numeric"
        hint="How much of the price you ask for in advance: 0 to 100. Enter 0 if customers pay everything on delivery."
      />
      <TextField
        form={f}
        field="refundPolicy"
        label={LABEL.refundPolicy}
        required
        multiline={{ max: L.policy.max, rows: 4 }}
        hint="When and how much you refund."
      />
      <TextField
        form={f}
        field="cancellationPolicy"
        label={LABEL.cancellationPolicy}
        required
        multiline={{ max: L.policy.max, rows: 4 }}
        hint="Until when customers can cancel, and what it costs them."
      />
      <TextField
        form={f}
        field="returnPolicy"
        label={LABEL.returnPolicy}
        multiline={{ max: L.returnPolicy.max, rows: 3 }}
        hint="Optional. For products: whether and when they can be returned."
      />
      <SectionActions saving={f.saving} saveError={f.saveError} />
    </form>
  );
}
