import { Form } from "react-router";
import { formatDay } from "@utsav/domain/client";
import type { Operator } from "@utsav/domain";
import styles from "./ops.module.css";

interface OperatorsPageProps {
  operators: Operator[];
  result: { message: string } | { error: string } | undefined;
  busy: boolean;
}

/** /ops/operators: who can open the console, and inviting another operator by mobile number. */
export function OperatorsPage({ operators, result, busy }: OperatorsPageProps) {
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
      <Form method="post" className={`${styles.card} ${styles.fields}`} aria-labelledby="invite-title">
        <h2 id="invite-title" className="section-title">
          Invite an operator
        </h2>
        <label className={styles.field}>
          Name
          <input name="fullName" required maxLength={80} autoComplete="off" />
        </label>
        <label className={styles.field}>
          Mobile number
          <input name="phoneNumber" type="tel" inputMode="tel" required maxLength={20} autoComplete="off" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Invite operator
        </button>
      </Form>
      <div role="status">
        {result && "message" in result ? <p className={styles.success}>{result.message}</p> : null}
        {result && "error" in result ? <p className={styles.error}>{result.error}</p> : null}
      </div>
    </section>
  );
}
