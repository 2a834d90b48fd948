import { SEARCH_COPY } from "@utsav/domain/client";
import styles from "./discover-prompt.module.css";

/** What the search page shows before a query (application §2): a line of invitation with a gentle animation. */
export function DiscoverPrompt() {
  return (
    <div className={styles.prompt}>
      <div className={styles.art} aria-hidden="true">
        <svg className={`${styles.shape} ${styles.gift}`} viewBox="0 0 48 48" width="56" height="56">
          <rect x="8" y="20" width="32" height="22" rx="3" fill="#ff006e" />
          <rect x="6" y="14" width="36" height="8" rx="2" fill="#c70057" />
          <rect x="22" y="14" width="4" height="28" fill="#fff0f6" />
          <path d="M24 14c-4-8-12-8-12-3s8 3 12 3zm0 0c4-8 12-8 12-3s-8 3-12 3z" fill="#f5a623" />
        </svg>
        <svg className={`${styles.shape} ${styles.balloon}`} viewBox="0 0 48 64" width="44" height="58">
          <ellipse cx="24" cy="22" rx="16" ry="20" fill="#f5a623" />
          <path d="M24 42l-3 5h6z" fill="#f5a623" />
          <path d="M24 47c-4 6 4 10 0 16" stroke="#6b6673" strokeWidth="1.5" fill="none" />
        </svg>
        <svg className={`${styles.shape} ${styles.sparkle}`} viewBox="0 0 48 48" width="40" height="40">
          <path d="M24 4l4.5 15.5L44 24l-15.5 4.5L24 44l-4.5-15.5L4 24l15.5-4.5z" fill="#ff006e" />
        </svg>
      </div>
      <p className={styles.title}>{SEARCH_COPY.discover}</p>
    </div>
  );
}
