import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import styles from "./page-notice.module.css";

/** The confirmation a navigation carried in its state, `{ notice }` (what the vendor area's notices carry too). */
function noticeIn(state: unknown): string | null {
  return state && typeof state === "object" && "notice" in state && typeof state.notice === "string" ? state.notice : null;
}

/**
 * A confirmation carried to the page in the navigation's state, such as that the account was deleted (the home page,
 * docs/decisions/0031), announced politely: the live region is on the page first and the message goes in after, which
 * is what screen readers announce. Nothing shows on a page reached any other way, or reloaded.
 */
export function PageNotice() {
  const message = noticeIn(useLocation().state);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(message), [message]);
  if (!message) return null;
  return (
    <div className="container">
      <p className={styles.notice} role="status">
        {shown}
      </p>
    </div>
  );
}
