import { useWatch } from "react-hook-form";
import { SERVICE_AREA_COPY, VENDOR_PROFILE_LABELS } from "@utsav/domain/client";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { LocalityField } from "../../../shared/ui/locality-field";
import { FormAlert, formStyles as form, SubmitButton } from "../../../shared/ui/vendor-area/field";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { CategoriesField } from "../ui/categories-field";
import type { ProfileActResult } from "../profile/profile-acts";
import { useProfileAnswer } from "../profile/use-profile-answer";
import { checkOnboarding } from "./onboarding-area";
import { EMPTY_ONBOARDING } from "./onboarding-values";
import type { OnboardingValues } from "./onboarding-values";

/**
 * 'Onboard as Vendor': the four things that create the business; the rest of the profile comes after, its sections
 * starting from these answers (docs/decisions/0038). What it sells is the Business section's own choice. The values go
 * to the route's clientAction, checked by the domain's rules first (docs/decisions/0030); once the business exists the
 * form goes on to the profile with a confirmation.
 */
export function OnboardingForm({ result }: { result: ProfileActResult }) {
  const f = useDomainForm<OnboardingValues>({ defaultValues: EMPTY_ONBOARDING, check: checkOnboarding });
  const areaTyped = useWatch({ control: f.formControl, name: "area" });
  const submitJson = useSubmitJson();
  useProfileAnswer(result, f.refuse, "Your business is set up. Complete these four sections, then submit your profile.");
  const send = f.handleSubmit((values) => submitJson({ ...values }));

  return (
    <div className={form.form}>
      <PageHeader
        title="Onboard as Vendor"
        lead="Tell us the basics of your business. It takes a minute; you can add the details and photos next."
      />
      <form method="post" className={form.form} onSubmit={(event) => void send(event)} noValidate aria-label="Onboard as Vendor">
        <FormField
          form={f}
          name="businessName"
          label={VENDOR_PROFILE_LABELS.businessName}
          required
          hint="As customers will see it, e.g. Bloom & Balloon Studio"
        >
          {(control) => <input {...control} className={form.input} autoComplete="organization" />}
        </FormField>
        <FormField
          form={f}
          name="contactName"
          label={VENDOR_PROFILE_LABELS.contactName}
          required
          hint="Your name: the person we talk to about this business"
        >
          {(control) => <input {...control} className={form.input} autoComplete="name" />}
        </FormField>
        <CategoriesField f={f} name="categories" />
        <FormField form={f} name="area" label={VENDOR_PROFILE_LABELS.area} required hint={SERVICE_AREA_COPY.areaHint}>
          {(control) => <LocalityField {...control} className={form.input} query={areaTyped} />}
        </FormField>
        <div className={form.actions}>
          <FormAlert message={f.formError} />
          <SubmitButton busy={f.formState.isSubmitting} label="Create my business" busyLabel="Creating…" />
        </div>
      </form>
    </div>
  );
}
