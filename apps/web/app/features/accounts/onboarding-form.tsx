import { useId, useState } from "react";
import { ACCOUNT_COPY, EMPTY_ONBOARDING, onboardingPayload, validateOnboarding } from "@utsav/domain/client";
import type { OnboardingValues } from "@utsav/domain/client";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { Skeleton } from "../../shared/ui/skeleton";
import { IdentityFields } from "./identity-fields";
import type { SendLoginAct } from "./login-acts";
import type { HeadingTag } from "./login-flow-types";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

/** The domain's onboarding rule (application §5): a name, and a company when corporate is ticked. */
const checkOnboarding: DomainCheck<OnboardingValues> = (values) => validateOnboarding(values);

type Phase = { kind: "form" } | { kind: "saving" } | { kind: "success"; firstName: string };

interface OnboardingFormProps {
  heading: HeadingTag;
  /** Sends the flow's acts (the route's action, or the browser's call in the modal). */
  send: SendLoginAct;
  onComplete: () => void;
}

/**
 * Onboarding of a new consumer (application §2, §4): form, saving (a skeleton), success ('Welcome' with
 * Continue), complete. Save errors show in red under the form (application §8).
 */
export default function OnboardingForm({ heading: Heading, send, onComplete }: OnboardingFormProps) {
  const id = useId();
  // The form's values outlive its fields while the skeleton stands in for them, so a refused save keeps them.
  const onboarding = useDomainForm<OnboardingValues>({ defaultValues: EMPTY_ONBOARDING, check: checkOnboarding });
  const isCorporate = onboarding.watch("isCorporate");
  const [phase, setPhase] = useState<Phase>({ kind: "form" });

  const save = onboarding.handleSubmit(async (values) => {
    const payload = onboardingPayload(values);
    setPhase({ kind: "saving" });
    const result = await send({ intent: "onboard", ...payload });
    if ("onboarded" in result) {
      setPhase({ kind: "success", firstName: payload.fullName.split(/\s+/)[0] ?? payload.fullName });
      return;
    }
    setPhase({ kind: "form" });
    if ("error" in result) onboarding.refuse(result.error);
  });

  if (phase.kind === "saving") {
    return (
      <div className={form.form} role="status" aria-label={ACCOUNT_COPY.savingDetails}>
        <Skeleton width="60%" height={28} />
        <Skeleton height={48} />
        <Skeleton width="70%" height={24} />
        <Skeleton height={48} radius={999} />
      </div>
    );
  }

  if (phase.kind === "success") {
    return (
      <div className={styles.success}>
        <span className={styles.successMark} aria-hidden="true">
          ✓
        </span>
        <Heading className={styles.title}>{ACCOUNT_COPY.welcome}</Heading>
        <p className={styles.lead}>
          You are all set, {phase.firstName}. Start exploring decor, gifts and sweets from Bengaluru&apos;s best vendors.
        </p>
        <button type="button" className={`btn btn-primary ${form.submit}`} onClick={onComplete} ref={(node) => node?.focus()}>
          {ACCOUNT_COPY.continue}
        </button>
      </div>
    );
  }

  return (
    <form className={form.form} onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.onboardingTitle}
        </Heading>
        <p className={styles.lead}>{ACCOUNT_COPY.onboardingLead}</p>
      </div>
      <IdentityFields
        identity={onboarding}
        isCorporate={isCorporate}
        onCorporateChange={(ticked) => {
          if (!ticked) onboarding.setValue("companyName", "");
          onboarding.clearErrors("companyName");
        }}
      />
      <button type="submit" className={`btn btn-primary ${form.submit}`}>
        {ACCOUNT_COPY.saveAndContinue}
      </button>
      {onboarding.formError ? (
        <p className={form.alert} role="alert">
          {onboarding.formError}
        </p>
      ) : null}
    </form>
  );
}
