import { useId, useRef, useState } from "react";
import { ACCOUNT_COPY, MESSAGES } from "@utsav/domain/client";
import { Skeleton } from "../../shared/ui/skeleton";
import { updateConsumer } from "./api/consumer";
import { thrownMessage } from "../../lib/api-client";
import type { HeadingTag } from "./login-flow-types";
import { IdentityFields } from "./identity-fields";
import { EMPTY_ONBOARDING, onboardingPayload, validateOnboarding } from "@utsav/domain/client";
import type { OnboardingErrors, OnboardingField, OnboardingValues } from "@utsav/domain/client";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

type Phase = { kind: "form"; saveError: string | null } | { kind: "saving" } | { kind: "success"; firstName: string };

/**
 * Onboarding of a new consumer (application §2, §4): form, saving (a skeleton), success ('Welcome' with
 * Continue), complete. Save errors show in red under the form (application §8).
 */
export default function OnboardingForm({ heading: Heading, onComplete }: { heading: HeadingTag; onComplete: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: "form", saveError: null });
  const fieldId = (field: OnboardingField) => `${id}-${field}`;

  const update = (field: OnboardingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Errors clear while typing (application §5).
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateOnboarding(values);
    setErrors(found);
    const first = (["fullName", "companyName"] as const).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    const payload = onboardingPayload(values);
    setPhase({ kind: "saving" });
    try {
      const result = await updateConsumer(payload);
      if (result.ok) {
        setPhase({ kind: "success", firstName: payload.fullName.split(/\s+/)[0] ?? payload.fullName });
        return;
      }
      setPhase({ kind: "form", saveError: result.errorMessage ?? MESSAGES.onboardingFailed });
    } catch (thrown) {
      setPhase({ kind: "form", saveError: thrownMessage(thrown, MESSAGES.networkError) });
    }
  }

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
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.onboardingTitle}
        </Heading>
        <p className={styles.lead}>{ACCOUNT_COPY.onboardingLead}</p>
      </div>
      <IdentityFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={update}
        onCorporateChange={(isCorporate) => {
          setValues((current) => ({ ...current, isCorporate, companyName: isCorporate ? current.companyName : "" }));
          setErrors(({ companyName: _cleared, ...rest }) => rest);
        }}
      />
      <button type="submit" className={`btn btn-primary ${form.submit}`}>
        {ACCOUNT_COPY.saveAndContinue}
      </button>
      {phase.saveError ? (
        <p className={form.alert} role="alert">
          {phase.saveError}
        </p>
      ) : null}
    </form>
  );
}
