import { catalogueCopyFor, chatLink } from "@utsav/domain/client";
import type { WhatsappSupport } from "@utsav/domain";
import styles from "./how-to-buy.module.css";

interface HowToBuyProps {
  vendorName: string;
  /** The vendor's WhatsApp, with a message that says what the consumer wants to buy; null when there is none. */
  chat: WhatsappSupport | null;
  /** The call sheet's contact reveal (features/leads, composed in by the route), for a vendor without a chat. */
  renderContact: () => React.ReactNode;
}

/**
 * What a Buy without a purchase link opens (docs/decisions/0039): the spec only logs (application §4 Buy), which
 * would leave the shopper with a dead button, so the sheet says how to order from the vendor and offers the way
 * there: the vendor's chat where there is one, else the call sheet's View Contact.
 */
export function HowToBuy({ vendorName, chat, renderContact }: HowToBuyProps) {
  if (!chat) {
    return (
      <div className={styles.body}>
        <p className={styles.line}>{catalogueCopyFor.buyByCall(vendorName)}</p>
        {renderContact()}
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <p className={styles.line}>{catalogueCopyFor.buyByChat(vendorName)}</p>
      <a
        className={`btn btn-primary ${styles.chat}`}
        href={chatLink(chat.phoneNumber, chat.message)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {catalogueCopyFor.chatWith(vendorName)}
      </a>
    </div>
  );
}
