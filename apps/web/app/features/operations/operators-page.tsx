import { formatDay, MESSAGES, normalizeIndianMobile, phoneEntryError } from "@utsav/domain/client";
import type { Operator } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import styles from "./ops.module.css";

export interface InviteValues {
  fullName: string;
  phoneNumber: string;
}

/** What the route's action answered: who can now sign in, or why not. */
export type InviteResult = { message: string } | { error: string } | undefined;

/**
 * The domain's phone rule, as the API's phoneNumberSchema applies it: an entry, then an Indian mobile number. The
 * name is the browser's to ask for (required); the API words any other refusal.
 */
export const checkInvite: DomainCheck<InviteValues> = ({ phoneNumber }) => ({
  phoneNumber: phoneEntryError(phoneNumber) ?? (normalizeIndianMobile(phoneNumber) ? null : MESSAGES.phoneInvalid),
});

interface OperatorsPageProps {
  operators: Operator[];
  result: InviteResult;
  busy: boolean;
}

/** /ops/operators: who can open the console, and inviting another operator by mobile number. */
export function OperatorsPage({ operators, result, busy }: OperatorsPageProps) {
  const form = useDomainForm<InviteValues>({ defaultValues: { fullName: "", phoneNumber: "" }, check: checkInvite });
  const submitJson = useSubmitJson();
  const phoneError = form.errorOf("phoneNumber");
  const send = form.handleSubmit((values) => submitJson({ fullName: values.fullName, phoneNumber: values.phoneNumber }));
  return (
    <section className={styles.stack} aria-labelledby="operators-title">
      <h1 id="operators-title" className="page-title">
        Operators
      </h1>
      <ul className={styles.plainList}>
        {operators.map((o) => (
          <li key={o.id}>
            <strong>{o.fullName ?? "Unnamed"}</strong> · {o.phone} · since {formatDay(o.createdAt)}
          </li>
        ))}
      </ul>
      <form
        method="post"
        className={`${styles.card} ${styles.fields}`}
        aria-labelledby="invite-title"
        onSubmit={(event) => void send(event)}
      >
        <h2 id="invite-title" className="section-title">
          Invite an operator
        </h2>
        <label className={styles.field}>
          Name
          <input required maxLength={80} autoComplete="off" {...form.control("fullName")} />
        </label>
        <label className={styles.field}>
          Mobile number
          <input type="tel" inputMode="tel" required maxLength={20} autoComplete="off" {...form.control("phoneNumber")} />
        </label>
        {phoneError ? <FieldError id={errorIdOf(form.fieldId("phoneNumber"))} message={phoneError} /> : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Invite operator
        </button>
      </form>
      <div role="status">
        {result && "message" in result ? <p className={styles.success}>{result.message}</p> : null}
        {result && "error" in result ? <p className={styles.error}>{result.error}</p> : null}
      </div>
    </section>
  );
}
