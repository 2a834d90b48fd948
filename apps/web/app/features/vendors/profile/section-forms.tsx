import { Link } from "react-router";
import {
  ACCOUNT_COPY,
  PHONE,
  PHONE_PREFIX,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  VENDOR_SECTION_LABELS,
} from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { FormAlert, formStyles as form, SubmitButton } from "../../../shared/ui/vendor-area/field";
import { BookingAlertsField } from "./booking-alerts-field";
import { CategoriesField } from "../ui/categories-field";
import { TextField } from "./section-fields";
import { RefundTiersField } from "./refund-tiers-field";
import { ServiceAreasField } from "./service-areas-field";
import { BaseAreaField, ServiceAreaPreview } from "./service-fields";
import { businessSection } from "./sections/business";
import { contactSection } from "./sections/contact";
import { serviceSection } from "./sections/service";
import { termsSection } from "./sections/terms";
import { useSectionForm } from "./use-section-form";
import type { SectionFormProps } from "./use-section-form";

// The four section forms of the profile, each on the form helper (docs/decisions/0030) and sent to the section page's
// clientAction.

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

export function BusinessForm(props: SectionFormProps<"business">) {
  const f = useSectionForm("business", businessSection, props);
  return (
    <form method="post" className={form.form} onSubmit={f.send} noValidate aria-label={VENDOR_SECTION_LABELS.business}>
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
      <CategoriesField f={f} name="categories" />
      <SectionActions saving={f.formState.isSubmitting} saveError={f.formError} />
    </form>
  );
}

export function ContactForm(props: SectionFormProps<"contact">) {
  const f = useSectionForm("contact", contactSection, props);
  return (
    <form method="post" className={form.form} onSubmit={f.send} noValidate aria-label={VENDOR_SECTION_LABELS.contact}>
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
      <SectionActions saving={f.formState.isSubmitting} saveError={f.formError} />
    </form>
  );
}

export function ServiceForm(props: SectionFormProps<"service">) {
  const f = useSectionForm("service", serviceSection, props);
  return (
    <form method="post" className={form.form} onSubmit={f.send} noValidate aria-label={VENDOR_SECTION_LABELS.service}>
      <BaseAreaField f={f} />
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
      <ServiceAreaPreview f={f} />
      <SectionActions saving={f.formState.isSubmitting} saveError={f.formError} />
    </form>
  );
}

export function TermsForm(props: SectionFormProps<"terms">) {
  const f = useSectionForm("terms", termsSection, props);
  return (
    <form method="post" className={form.form} onSubmit={f.send} noValidate aria-label={VENDOR_SECTION_LABELS.terms}>
      <TextField
        form={f}
        field="advancePercent"
        label={LABEL.advancePercent}
        required
        inputMode="numeric"
        hint="How much of the price you ask for in advance: 0 to 100. Enter 0 if customers pay everything on delivery."
      />
      <RefundTiersField f={f} />
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
      <SectionActions saving={f.formState.isSubmitting} saveError={f.formError} />
    </form>
  );
}
