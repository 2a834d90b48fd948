import { BRIEF_COPY, chatLink, COMMON_COPY, formatPhoneDisplay, SUPPORT } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import { ChatIcon, PhoneIcon } from "../../shared/ui/icons";
import { BriefForm } from "./brief-form";
import type { BriefFormProps } from "./brief-form";
import styles from "./request-proposals-page.module.css";

const STEPS = [
  {
    title: "Tell us about the occasion",
    text: "What you are celebrating, the date, your locality, how many guests, your budget and what you need: decor, gifts or sweets. Add a few photos of what you like.",
  },
  {
    title: "Vendors send proposals",
    text: "Your brief goes to the vendors on Utsav who make what you need, serve your locality and can be booked by your date. Each one sends a quote or passes, and we tell you by SMS when a quote arrives.",
  },
  {
    title: "Compare and book",
    text: "See the quotes side by side: the price, what is included, the vendor's rating and their advance and refund terms. Accept one and it becomes a booking with that vendor.",
  },
];

/** The /request-proposals page: how it works, and the brief (docs/decisions/0023). */
export function RequestProposalsPage(form: BriefFormProps) {
  return (
    <div className={`container ${page.page} ${styles.layout}`}>
      <div className={styles.intro}>
        <header className={page.hero}>
          <p className={page.eyebrow}>Plan less. Celebrate more.</p>
          <h1 className="page-title">{BRIEF_COPY.newBrief}</h1>
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
              {COMMON_COPY.chatWithUs}
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
        <BriefForm {...form} />
      </div>
    </div>
  );
}
