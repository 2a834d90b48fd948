import { chatLink, COMMON_COPY, formatPhoneDisplay, HELP_COPY, SUPPORT } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { ChatIcon, PhoneIcon } from "../../shared/ui/icons";
import { MailIcon } from "./icons";
import styles from "./help-support-popup.module.css";

/**
 * Help & Support popup (application §2): e-mail, phone and chat, the last two on the same number. Its code loads the
 * first time the menu's Help & Support is pressed.
 */
export default function HelpSupportPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={HELP_COPY.helpSupport} size="small">
      <p className={styles.lead}>{HELP_COPY.getInTouch}</p>
      <ul className={styles.links}>
        <li>
          <a href={`mailto:${SUPPORT.email}`} className={styles.link}>
            <MailIcon />
            <span>
              <span className={styles.kind}>{HELP_COPY.emailKind}</span>
              <span className={styles.value}>{SUPPORT.email}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={`tel:${SUPPORT.phone}`} className={styles.link}>
            <PhoneIcon />
            <span>
              <span className={styles.kind}>{HELP_COPY.callKind}</span>
              <span className={styles.value}>{formatPhoneDisplay(SUPPORT.phone)}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={chatLink(SUPPORT.phone)} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <ChatIcon />
            <span>
              <span className={styles.kind}>{COMMON_COPY.chatWithUs}</span>
              <span className={styles.value}>
                {formatPhoneDisplay(SUPPORT.phone)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </span>
          </a>
        </li>
      </ul>
    </Modal>
  );
}
