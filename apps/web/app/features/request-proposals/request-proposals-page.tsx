import { chatLink, formatPhoneDisplay, SUPPORT } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import { ChatIcon, PhoneIcon } from "../../shared/ui/icons";
import { ProposalRequestForm } from "./proposal-request-form";
import styles from "./request-proposals-page.module.css";

const STEPS = [
  {
    title: "Tell us about the occasion",
    text: "What you are celebrating, the date, your budget and anything special: a theme, the venue, the number of guests.",
  },
  {
    title: "Vendors send proposals",
    text: "We pass your request to verified decorators, gifting partners and sweet makers in Bengaluru who are free on your date.",
  },
  {
    title: "Compare and book",
    text: "Look at what each vendor suggests and what it costs, ask questions in the chat, and book the one you like. Payment is cash on delivery.",
  },
];

/** The /request-proposals page: how it works, and the request form. */
export function RequestProposalsPage() {
  return (
    <div className={`container ${page.page} ${styles.layout}`}>
      <div className={styles.intro}>
        <header className={page.hero}>
          <p className={page.eyebrow}>Plan less. Celebrate more.</p>
          <h1 className="page-title">Request proposals</h1>
          <p className={page.lead}>
            Describe your celebration once and let Bengaluru&apos;s vendors come to you with ideas and prices, instead of calling around.
          </p>
        </header>
        <section aria-labelledby="how-it-works" className={styles.how}>
          <h2 id="how-it-works" className="section-title">
            How it works
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepText}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <aside className={styles.talk} aria-labelledby="talk-to-us">
          <h2 id="talk-to-us" className={styles.talkTitle}>
            Prefer to talk it through?
          </h2>
          <p className={styles.stepText}>Our team can help you shape the brief before it goes to vendors.</p>
          <div className={styles.talkLinks}>
            <a href={chatLink(SUPPORT.phone)} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
              <ChatIcon />
              Chat with Us
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a href={`tel:${SUPPORT.phone}`} className="btn btn-outline">
              <PhoneIcon />
              {formatPhoneDisplay(SUPPORT.phone)}
            </a>
          </div>
        </aside>
      </div>
      <div className={styles.formColumn}>
        <ProposalRequestForm />
      </div>
    </div>
  );
}
