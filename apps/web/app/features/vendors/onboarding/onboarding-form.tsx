import { VENDOR_PROFILE_LABELS } from "@utsav/domain/client";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { describedBy, errorIdOf, FieldError, FormAlert, formStyles as form, SubmitButton } from "../../../shared/ui/vendor-area/field";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { CATEGORY_CHOICES } from "../ui/categories";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { ProfileActResult } from "../profile/profile-acts";
import { useProfileAnswer } from "../profile/use-profile-answer";
import { EMPTY_ONBOARDING, validateOnboarding } from "./onboarding-values";
import type { OnboardingValues } from "./onboarding-values";

/**
 * 'Onboard as Vendor': the four things that create the business; the rest of the profile comes after. The values go
 * to the route's clientAction, checked by the domain's rules first (docs/decisions/0030); once the business exists the
 * form goes on to the profile with a confirmation.
 */
export function OnboardingForm({ result }: { result: ProfileActResult }) {
  const f = useDomainForm<OnboardingValues>({ defaultValues: EMPTY_ONBOARDING, check: validateOnboarding });
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
        <CategoryChoice f={f} />
        <FormField
          form={f}
          name="area"
          label={VENDOR_PROFILE_LABELS.area}
          required
          hint="The locality your business is based in, e.g. Indiranagar"
        >
          {(control) => <input {...control} className={form.input} autoComplete="address-level3" />}
        </FormField>
        <div className={form.actions}>
          <FormAlert message={f.formError} />
          <SubmitButton busy={f.formState.isSubmitting} label="Create my business" busyLabel="Creating…" />
        </div>
      </form>
    </div>
  );
}

/**
 * What the business sells, one category. A component of its own, like the fields around it, so that the fields
 * register in the order of the page and a failed check focuses the first of them in error.
 */
function CategoryChoice({ f }: { f: DomainForm<OnboardingValues> }) {
  const error = f.errorOf("category");
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(f.fieldId("category"), error)}>
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
            <input type="radio" value={choice.value} {...f.choice("category")} />
            <span className={form.choiceText}>
              <span className={form.choiceTitle}>{choice.label}</span>
              <span className={form.choiceHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(f.fieldId("category"))} message={error} /> : null}
    </fieldset>
  );
}
