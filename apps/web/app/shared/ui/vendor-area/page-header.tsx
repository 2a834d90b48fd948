import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COMMON_COPY } from "@utsav/domain/client";
import styles from "./page.module.css";

interface PageHeaderProps {
  title: string;
  lead?: React.ReactNode;
  /** A way back up, e.g. to the offerings list from the editor. */
  back?: { to: string; label: string };
  actions?: React.ReactNode;
}

/** The title block of a vendor page: the one h1, a line of explanation, and the page's main action. */
export function PageHeader({ title, lead, back, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {back ? (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      ) : null}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

/**
 * A confirmation after a save ('Contact saved.'), announced politely: the live region is on the page first and
 * the message goes in after, which is what screen readers announce.
 */
export function Notice({ message }: { message: string | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(message), [message]);
  return (
    <p className={styles.notice} role="status">
      {shown ? (
        <>
          <span aria-hidden="true" className={styles.noticeMark}>
            ✓
          </span>
          {shown}
        </>
      ) : null}
    </p>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {COMMON_COPY.retry}
      </button>
    </div>
  );
}

/** A white card around a part of a page. */
export function Card({ children, className, ...rest }: React.HTMLAttributes<HTMLElement> & { children: React.ReactNode }) {
  return (
    <section className={`${styles.card} ${className ?? ""}`} {...rest}>
      {children}
    </section>
  );
}
