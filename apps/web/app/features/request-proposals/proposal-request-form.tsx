import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { chatLink, SUPPORT } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { ChatIcon } from "../../shared/ui/icons";
import type { ProposalErrors, ProposalField, ProposalRequest } from "./proposal-request";
import { BUDGETS, EMPTY_REQUEST, localIsoDate, OCCASIONS, proposalSummary, validateProposal } from "./proposal-request";
import styles from "./proposal-request-form.module.css";
import { Field, fieldAria } from "../../shared/ui/field";
import fields from "../../shared/ui/form.module.css";

/** The hints under a field's label; the input is described by its hint. */
const HINTS: Partial<Record<ProposalField, string>> = { details: "Guests, venue or area, theme, anything vendors should know." };
const FIELD_ORDER: ProposalField[] = ["name", "phone", "email", "occasion", "date", "budget", "details"];

/**
 * The proposal request form. Checked in the browser; a valid request opens the support chat with the answers
 * filled in (there is no proposals API yet), then a confirmation replaces the form.
 */
export function ProposalRequestForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState<ProposalRequest>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const fieldId = (field: ProposalField) => `${id}-${field}`;
  const update = (field: ProposalField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setRequest((current) => ({ ...current, [field]: event.target.value }));
    // Editing a field clears its error (application §4, as in the booking form).
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const describe = (field: ProposalField) => ({
    ...fieldAria(fieldId(field), errors[field], Boolean(HINTS[field])),
    name: field,
    value: request[field],
    onChange: update(field),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateProposal(request, localIsoDate());
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    const link = chatLink(SUPPORT.phone, proposalSummary(request));
    window.open(link, "_blank", "noopener,noreferrer");
    setSentTo(link);
  }

  if (sentTo) {
    return (
      // Focused when it appears, so it scrolls into view and is read out in place of the form.
      <div className={fields.done} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <h2 className={styles.doneTitle}>Your request is ready to send</h2>
        <p>
          We opened our support chat with your request filled in. Press send there, and we will share it with vendors who fit your occasion,
          date and budget. They reply with proposals you can compare.
        </p>
        <div className={styles.actions}>
          <a className="btn btn-primary" href={sentTo} target="_blank" rel="noopener noreferrer">
            <ChatIcon />
            Open the chat again
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setRequest(EMPTY_REQUEST);
              setSentTo(null);
            }}
          >
            Start another request
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={form} className={fields.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Tell us about your event
      </h2>
      <Field markOptional label="Name" required error={errors.name} htmlFor={fieldId("name")}>
        <input {...describe("name")} type="text" autoComplete="name" maxLength={80} className={fields.input} />
      </Field>
      <Field markOptional label="Phone number" required error={errors.phone} htmlFor={fieldId("phone")}>
        <input {...describe("phone")} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} className={fields.input} />
      </Field>
      <Field markOptional label="Email" error={errors.email} htmlFor={fieldId("email")}>
        <input {...describe("email")} type="email" inputMode="email" autoComplete="email" maxLength={254} className={fields.input} />
      </Field>
      <div className={fields.pair}>
        <Field markOptional label="Occasion" required error={errors.occasion} htmlFor={fieldId("occasion")}>
          <select {...describe("occasion")} className={fields.input}>
            <option value="">Choose an occasion</option>
            {OCCASIONS.map((occasion) => (
              <option key={occasion}>{occasion}</option>
            ))}
          </select>
        </Field>
        <Field markOptional label="Event date" required error={errors.date} htmlFor={fieldId("date")}>
          <input {...describe("date")} type="date" className={fields.input} />
        </Field>
      </div>
      <Field markOptional label="Budget" required error={errors.budget} htmlFor={fieldId("budget")}>
        <select {...describe("budget")} className={fields.input}>
          <option value="">Choose a budget</option>
          {BUDGETS.map((budget) => (
            <option key={budget}>{budget}</option>
          ))}
        </select>
      </Field>
      <Field markOptional label="Details" error={errors.details} htmlFor={fieldId("details")} hint={HINTS.details}>
        <textarea {...describe("details")} rows={4} maxLength={1000} className={fields.input} />
      </Field>
      <button type="submit" className={`btn btn-primary ${fields.submit}`}>
        Request proposals
      </button>
      <p className={styles.small}>
        We send your request through our support chat. By continuing, you agree to our <Link to={paths.terms()}>Terms & Conditions</Link>{" "}
        and <Link to={paths.privacy()}>Privacy Policy</Link>.
      </p>
    </form>
  );
}
