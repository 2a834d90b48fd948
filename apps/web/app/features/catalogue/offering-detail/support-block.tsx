import { useState } from "react";
import { CATALOGUE_COPY, chatLink, COMMON_COPY } from "@utsav/domain/client";
import type { OfferingTerms, Policy, WhatsappSupport } from "@utsav/domain";
import { BottomSheet } from "../../../shared/ui/bottom-sheet";
import { Chevron } from "../../../shared/ui/icons";
import { ChatIcon, PolicyIcon } from "./icons";
import { hasMoneyTerms, RefundTermsPanel } from "./money-terms";
import styles from "./support-block.module.css";

/**
 * application §2: with whatsappSupport the page offers a chat ('Have any questions?' / 'Chat with Us');
 * otherwise it shows the payment and cancellation policy card.
 */
export function SupportBlock({ support, policy, terms, price }: SupportBlockProps) {
  if (support) return <ChatSupport support={support} />;
  return policy ? <PolicyCard policy={policy} terms={terms} price={price} /> : null;
}

interface SupportBlockProps {
  support: WhatsappSupport | null;
  policy: Policy | null;
  /** The vendor's money terms, shown in the policy sheet as a table (decision 0022). */
  terms: OfferingTerms | null;
  price: number;
}

function ChatSupport({ support }: { support: WhatsappSupport }) {
  return (
    <section className={styles.support} aria-labelledby="support-title">
      <span className={styles.icon}>
        <ChatIcon />
      </span>
      <h2 id="support-title" className={styles.title}>
        {CATALOGUE_COPY.haveQuestions}
      </h2>
      <a
        className={`btn btn-outline ${styles.chat}`}
        href={chatLink(support.phoneNumber, support.message)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {COMMON_COPY.chatWithUs}
      </a>
    </section>
  );
}

/**
 * The policy card opens a sheet with the title, description and sections of bullets (application §2), then the
 * vendor's advance and refund table with its calculator (decision 0022).
 */
export function PolicyCard({ policy, terms, price }: { policy: Policy; terms: OfferingTerms | null; price: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.policy} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={styles.icon}>
          <PolicyIcon />
        </span>
        <span className={styles.policyText}>
          <span className={styles.title}>{policy.title}</span>
          <span className={styles.policyHint}>{policy.description}</span>
        </span>
        <Chevron direction="right" />
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title={policy.title} height="large">
        <div className={styles.sheet}>
          <p className={styles.description}>{policy.description}</p>
          {policy.sections.map((section) => (
            <section key={section.title} className={styles.sheetSection}>
              <h3 className={styles.sheetTitle}>{section.title}</h3>
              <ul className={styles.bullets}>
                {section.items.map((item, i) => (
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          {hasMoneyTerms(terms) ? <RefundTermsPanel terms={terms} price={price} /> : null}
        </div>
      </BottomSheet>
    </>
  );
}
