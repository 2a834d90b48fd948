import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { COMMON_COPY, formatPhoneDisplay, HIDDEN_PHONE, LEAD_COPY, MESSAGES } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { createCallLead } from "./api/create-call-lead";
import type { CallLeadTarget } from "./api/create-call-lead";
import { GoodToKnowList } from "../../shared/ui/good-to-know-list";
import styles from "./call-sheet.module.css";

export interface CallSheetContentProps {
  offering: CallLeadTarget & { offeringSlug: string; connectInfo: string[] };
  /** False when the page knows the visitor is signed out: View Contact then asks them to sign in first. */
  signedIn?: boolean;
  /** Opens the sign-in and settles once it has closed, with whether the user signed in. */
  requestSignIn?: () => Promise<boolean>;
}

type Reveal =
  | { state: "hidden"; backFromSignIn?: boolean }
  | { state: "loading"; backFromSignIn?: boolean }
  | { state: "signingIn" }
  | { state: "revealed"; phoneNumber: string }
  /** Signing in here is not possible (or did not help): a link to the sign-in page, which returns to the offering. */
  | { state: "signInLink" }
  | { state: "failed"; message: string };

/**
 * The body of the 'Before You Connect!' sheet (application §2 Call sheet, §4 Contact reveal): the contact stays
 * hidden until View Contact succeeds; the sheet remounts this on every opening, so closing resets the reveal.
 * The call needs a signed-in consumer (application §6), so a guest signs in on top of the sheet and the request
 * is made again by itself once they have; closing the sign-in leaves the number hidden.
 */
export default function CallSheetContent({ offering, signedIn, requestSignIn }: CallSheetContentProps) {
  const [reveal, setReveal] = useState<Reveal>({ state: "hidden" });
  const [howOpen, setHowOpen] = useState(false);
  const viewButton = useRef<HTMLButtonElement>(null);
  const contactBlock = useRef<HTMLElement>(null);
  const phoneLink = useRef<HTMLAnchorElement>(null);

  // Keyboard focus stays in the sheet: back from the sign-in it lands on View Contact (closed) or on the contact
  // (signed in), and a revealed number takes it from the button, which is disabled from then on. Effects run after
  // the commit that closed the sign-in, when its focus trap has let go.
  useEffect(() => {
    if ((reveal.state === "hidden" || reveal.state === "loading") && reveal.backFromSignIn) {
      (reveal.state === "hidden" ? viewButton : contactBlock).current?.focus();
    } else if (reveal.state === "revealed") {
      const active = document.activeElement;
      if (!active || active === document.body || active === viewButton.current || active === contactBlock.current)
        phoneLink.current?.focus();
    }
  }, [reveal]);

  async function viewContact(backFromSignIn = false) {
    if (signedIn === false && requestSignIn && !backFromSignIn) {
      await signInThenRetry();
      return;
    }
    setReveal({ state: "loading", backFromSignIn });
    try {
      const result = await createCallLead({
        offeringId: offering.offeringId,
        vendorName: offering.vendorName,
        offeringName: offering.offeringName,
      });
      if (result.ok) setReveal({ state: "revealed", phoneNumber: result.data.phoneNumber });
      else if (result.status === 401) {
        // Asked once per press: if the call still says 401 after signing in, the sign-in page is the way out.
        if (requestSignIn && !backFromSignIn) await signInThenRetry();
        else setReveal({ state: "signInLink" });
      } else if (result.status === 404) {
        // spec: application §8 "No vendor contact … (only logged in the contact reveal)".
        console.warn(result.errorMessage);
        setReveal({ state: "failed", message: MESSAGES.contactUnavailable });
      } else setReveal({ state: "failed", message: result.errorMessage || MESSAGES.contactFailed });
    } catch {
      setReveal({ state: "failed", message: MESSAGES.contactFailed });
    }
  }

  async function signInThenRetry() {
    if (!requestSignIn) return;
    setReveal({ state: "signingIn" });
    const signedInNow = await requestSignIn();
    if (signedInNow) await viewContact(true);
    else setReveal({ state: "hidden", backFromSignIn: true });
  }

  const revealed = reveal.state === "revealed";
  return (
    <div className={styles.content}>
      {offering.connectInfo.length > 0 ? (
        <section aria-labelledby="call-good-to-know">
          <h3 id="call-good-to-know" className={styles.heading}>
            {LEAD_COPY.goodToKnow}
          </h3>
          <GoodToKnowList lines={offering.connectInfo} className={styles.list} />
        </section>
      ) : null}
      <section ref={contactBlock} tabIndex={-1} aria-labelledby="call-contact-info" className={styles.contact}>
        <h3 id="call-contact-info" className={styles.heading}>
          {LEAD_COPY.contactInfo}
        </h3>
        <p className={styles.vendor}>{offering.vendorName}</p>
        <p className={styles.phone} aria-live="polite">
          {revealed ? (
            <a ref={phoneLink} href={`tel:${reveal.phoneNumber}`}>
              {formatPhoneDisplay(reveal.phoneNumber)}
            </a>
          ) : (
            <span aria-label={LEAD_COPY.contactHidden}>{HIDDEN_PHONE}</span>
          )}
        </p>
      </section>
      <div className={styles.how}>
        <button
          type="button"
          className={styles.howToggle}
          aria-expanded={howOpen}
          aria-controls="call-how-hint"
          onClick={() => setHowOpen((open) => !open)}
        >
          {LEAD_COPY.howItWorks}
          <span className={howOpen ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden="true">
            ▾
          </span>
        </button>
        <p id="call-how-hint" className={howOpen ? `${styles.hint} ${styles.hintShown}` : styles.hint} aria-hidden={!howOpen}>
          {LEAD_COPY.howItWorksHint}
        </p>
      </div>
      {reveal.state === "signInLink" ? (
        <p className={styles.message} role="alert">
          Please <Link to={paths.login(paths.offering(offering.offeringSlug))}>sign in</Link> to view the contact.
        </p>
      ) : null}
      {reveal.state === "failed" ? (
        <p className={styles.message} role="alert">
          {reveal.message}
        </p>
      ) : null}
      <button
        ref={viewButton}
        type="button"
        className={`btn btn-primary ${styles.view}`}
        onClick={() => void viewContact()}
        disabled={revealed || reveal.state === "loading"}
      >
        {reveal.state === "loading" ? COMMON_COPY.loading : LEAD_COPY.viewContact}
      </button>
    </div>
  );
}
