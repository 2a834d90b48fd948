import { useState } from "react";
import { Link } from "react-router";
import { formatPhoneDisplay, HIDDEN_PHONE, MESSAGES, parseEmphasis } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { createCallLead } from "./api/create-call-lead";
import type { CallLeadTarget } from "./api/create-call-lead";
import styles from "./call-sheet.module.css";

export interface CallSheetContentProps {
  offering: CallLeadTarget & { connectInfo: string[] };
}

type Reveal = { state: "hidden" } | { state: "loading" } | { state: "revealed"; phoneNumber: string } | { state: "signIn" } | { state: "failed"; message: string };


/**
 * The body of the 'Before You Connect!' sheet (application §2 Call sheet, §4 Contact reveal): the contact stays
 * hidden until View Contact succeeds; the sheet remounts this on every opening, so closing resets the reveal.
 */
export default function CallSheetContent({ offering }: CallSheetContentProps) {
  const [reveal, setReveal] = useState<Reveal>({ state: "hidden" });
  const [howOpen, setHowOpen] = useState(false);

  async function viewContact() {
    setReveal({ state: "loading" });
    try {
      const result = await createCallLead({ offeringId: offering.offeringId, vendorName: offering.vendorName, offeringName: offering.offeringName });
      if (result.ok) setReveal({ state: "revealed", phoneNumber: result.data.phoneNumber });
      else if (result.status === 401) setReveal({ state: "signIn" });
      else if (result.status === 404) {
        // spec: application §8 "No vendor contact … (only logged in the contact reveal)".
        console.warn(result.errorMessage);
        setReveal({ state: "failed", message: MESSAGES.contactUnavailable });
      } else setReveal({ state: "failed", message: result.errorMessage || MESSAGES.contactFailed });
    } catch {
      setReveal({ state: "failed", message: MESSAGES.contactFailed });
    }
  }

  const revealed = reveal.state === "revealed";
  return (
    <div className={styles.content}>
      {offering.connectInfo.length > 0 ? (
        <section aria-labelledby="call-good-to-know">
          <h3 id="call-good-to-know" className={styles.heading}>
            Good to Know
          </h3>
          <ul className={styles.list}>
            {offering.connectInfo.map((line, i) => (
              <li key={`${i}-${line}`}>
                {parseEmphasis(line).map((part, j) => (part.bold ? <strong key={j}>{part.text}</strong> : <span key={j}>{part.text}</span>))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="call-contact-info" className={styles.contact}>
        <h3 id="call-contact-info" className={styles.heading}>
          Contact Info
        </h3>
        <p className={styles.vendor}>{offering.vendorName}</p>
        <p className={styles.phone} aria-live="polite">
          {revealed ? <a href={`tel:${reveal.phoneNumber}`}>{formatPhoneDisplay(reveal.phoneNumber)}</a> : <span aria-label="Contact hidden">{HIDDEN_PHONE}</span>}
        </p>
      </section>
      <div className={styles.how}>
        <button type="button" className={styles.howToggle} aria-expanded={howOpen} aria-controls="call-how-hint" onClick={() => setHowOpen((open) => !open)}>
          How it Works
          <span className={howOpen ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden="true">
            ▾
          </span>
        </button>
        <p id="call-how-hint" className={howOpen ? `${styles.hint} ${styles.hintShown}` : styles.hint} aria-hidden={!howOpen}>
          Press View Contact to see the vendor&apos;s number. We share your interest with the vendor so they know to expect your call.
        </p>
      </div>
      {reveal.state === "signIn" ? (
        <p className={styles.message} role="alert">
          Please <Link to={paths.login()}>sign in</Link> to view the contact.
        </p>
      ) : null}
      {reveal.state === "failed" ? (
        <p className={styles.message} role="alert">
          {reveal.message}
        </p>
      ) : null}
      <button type="button" className={`btn btn-primary ${styles.view}`} onClick={viewContact} disabled={revealed || reveal.state === "loading"}>
        {reveal.state === "loading" ? "Loading…" : "View Contact"}
      </button>
    </div>
  );
}
