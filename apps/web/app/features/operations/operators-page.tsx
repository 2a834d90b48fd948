import { useEffect, useId, useRef, useState } from "react";
import {
  formatDay,
  MESSAGES,
  normalizeIndianMobile,
  OPERATOR_COPY,
  OPERATOR_MESSAGES,
  OPERATOR_NAME_MAX,
  operatorNameProblem,
  phoneEntryError,
} from "@utsav/domain/client";
import type { Operator } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { phoneInput } from "../../shared/lib/forms/phone-input";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import type { OperatorAct, OperatorActResult } from "./operator-acts";
import styles from "./ops.module.css";

export interface InviteValues {
  fullName: string;
  phoneNumber: string;
}

/** What the route's action answered: who can now sign in, or why not. */
export type InviteResult = { message: string } | { error: string } | undefined;

/**
 * The domain's rules, as the API's operatorInviteSchema applies them: a name, and a phone entry that is an Indian
 * mobile number. Their messages show under the fields (the form is noValidate, like every form of the console).
 */
export const checkInvite: DomainCheck<InviteValues> = ({ fullName, phoneNumber }) => ({
  fullName: operatorNameProblem(fullName),
  phoneNumber:
    phoneNumber.trim() === ""
      ? OPERATOR_MESSAGES.phoneRequired
      : (phoneEntryError(phoneNumber) ?? (normalizeIndianMobile(phoneNumber) ? null : MESSAGES.phoneInvalid)),
});

interface OperatorsPageProps {
  operators: Operator[];
  /** The signed-in operator, who may not disable their own account. */
  currentOperatorId: string;
  result: OperatorActResult;
  busy: boolean;
}

/** A one-button form: sends its act to the page's clientAction as JSON (act-form.tsx does so for the review page). */
function OperatorActButton({ act, busy, label, name }: { act: OperatorAct; busy: boolean; label: string; name?: string }) {
  const submitJson = useSubmitJson();
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void submitJson(act);
      }}
    >
      <button type="submit" className="btn btn-outline" disabled={busy} aria-label={name}>
        {label}
      </button>
    </form>
  );
}

/**
 * Disable, which first asks: the operator's sessions end at once. Focus follows the question: onto its safe answer
 * when it opens, back to Disable when it closes unanswered.
 */
function DisableOperator({ operator, name, busy }: { operator: Operator; name: string; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const disableButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) disableButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  if (!confirming)
    return (
      <button
        ref={disableButton}
        type="button"
        className="btn btn-outline"
        disabled={busy}
        aria-label={`${OPERATOR_COPY.disable} ${name}`}
        onClick={() => setConfirming(true)}
      >
        {OPERATOR_COPY.disable}
      </button>
    );
  return (
    <div role="group" aria-labelledby={questionId} className={styles.stack}>
      <p id={questionId}>{OPERATOR_COPY.confirmDisable(name)}</p>
      <div className={styles.checks}>
        <OperatorActButton act={{ intent: "disable", operatorId: operator.id }} busy={busy} label={OPERATOR_COPY.confirmButton(name)} />
        <button ref={keepButton} type="button" className="btn btn-primary" onClick={() => setConfirming(false)}>
          {OPERATOR_COPY.cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * One operator: who, since when, and whether disabled; Enable for a disabled one, Disable for an active one. No
 * Disable for one's own account: the API refuses it too.
 */
function OperatorItem({ operator, isYou, busy }: { operator: Operator; isYou: boolean; busy: boolean }) {
  const name = operator.fullName ?? operator.phone;
  return (
    <li className={styles.stack}>
      <p>
        <strong>{operator.fullName ?? "Unnamed"}</strong>
        {isYou ? ` (${OPERATOR_COPY.you})` : ""} · {operator.phone} · since {formatDay(operator.createdAt)}
        {operator.disabledAt ? (
          <>
            {" "}
            · <span className={styles.badge}>{OPERATOR_COPY.disabledSince(formatDay(operator.disabledAt))}</span>
          </>
        ) : null}
      </p>
      {isYou ? null : operator.disabledAt ? (
        <OperatorActButton
          act={{ intent: "enable", operatorId: operator.id }}
          busy={busy}
          label={OPERATOR_COPY.enable}
          name={`${OPERATOR_COPY.enable} ${name}`}
        />
      ) : (
        <DisableOperator operator={operator} name={name} busy={busy} />
      )}
    </li>
  );
}

/** What an act answered, where the page shows it. */
function ActOutcome({ result }: { result: InviteResult }) {
  return (
    <div role="status">
      {result && "message" in result ? <p className={styles.success}>{result.message}</p> : null}
      {result && "error" in result ? <p className={styles.error}>{result.error}</p> : null}
    </div>
  );
}

/** /ops/operators: who can open the console, disabling or enabling one, and inviting another by mobile number. */
export function OperatorsPage({ operators, currentOperatorId, result, busy }: OperatorsPageProps) {
  const form = useDomainForm<InviteValues>({ defaultValues: { fullName: "", phoneNumber: "" }, check: checkInvite });
  const submitJson = useSubmitJson();
  const nameError = form.errorOf("fullName");
  const phoneError = form.errorOf("phoneNumber");
  // Registered in the order of the page, which is the order focus moves to the first field in error.
  const name = form.control("fullName");
  const phone = form.control("phoneNumber");
  const send = form.handleSubmit((values) =>
    submitJson({ intent: "invite", fullName: values.fullName, phoneNumber: values.phoneNumber } satisfies OperatorAct),
  );
  return (
    <section className={styles.stack} aria-labelledby="operators-title">
      <h1 id="operators-title" className="page-title">
        Operators
      </h1>
      <ul className={styles.plainList}>
        {operators.map((o) => (
          <OperatorItem key={o.id} operator={o} isYou={o.id === currentOperatorId} busy={busy} />
        ))}
      </ul>
      <ActOutcome result={result?.intent === "invite" ? undefined : result?.outcome} />
      <form
        method="post"
        className={`${styles.card} ${styles.fields}`}
        aria-labelledby="invite-title"
        noValidate
        onSubmit={(event) => void send(event)}
      >
        <h2 id="invite-title" className="section-title">
          Invite an operator
        </h2>
        <label className={styles.field}>
          Name
          <input required maxLength={OPERATOR_NAME_MAX} autoComplete="off" {...name} />
        </label>
        {nameError ? <FieldError id={errorIdOf(form.fieldId("fullName"))} message={nameError} /> : null}
        <label className={styles.field}>
          Mobile number
          <input required autoComplete="off" {...phone} {...phoneInput(phone.onChange)} />
        </label>
        {phoneError ? <FieldError id={errorIdOf(form.fieldId("phoneNumber"))} message={phoneError} /> : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Invite operator
        </button>
      </form>
      <ActOutcome result={result?.intent === "invite" ? result.outcome : undefined} />
    </section>
  );
}
