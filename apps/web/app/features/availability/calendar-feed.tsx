import { lazy, Suspense, useId, useState } from "react";
import { AVAILABILITY_COPY } from "@utsav/domain/client";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import { formStyles } from "../../shared/ui/vendor-area/field";
import { Card } from "../../shared/ui/vendor-area/page-header";
import type { CalendarAct, CalendarActResult } from "./calendar-acts";
import styles from "./calendar.module.css";

// The dialog, and Radix behind it, load the first time the vendor asks to renew or stop the link (docs/decisions/0030).
const ConfirmDialog = lazy(() => import("../../shared/ui/confirm-dialog"));

interface CalendarFeedProps {
  /** Whether a link works now (its address is not kept: the API answers it once). */
  feedActive: boolean;
  /** What the route's action answered to the last act sent. */
  result: CalendarActResult;
  busy: boolean;
  /** The intent of the act on its way. */
  sending: string | null;
}

/**
 * The renew or stop being asked about, the action's answer on the page when it opened, whether it is open, and the
 * answer on the page when it closed (the dialog's own, which the page does not say again).
 */
interface Asked {
  act: "renew" | "stop";
  since: CalendarActResult;
  open: boolean;
  closedOn?: CalendarActResult;
}

/** A phone's calendar app subscribes to an address it is handed with the webcal scheme. */
const webcal = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * 'Subscribe from your phone's calendar' (docs/decisions/0056): a secret address of the vendor's iCalendar feed. It is
 * shown once, as it is made, with Copy and how to add it; Renew makes a new one after a warning that the old one stops
 * working; Stop ends it. Both ask first, in a dialog that shows the API's refusal.
 */
export function CalendarFeed({ feedActive, result, busy, sending }: CalendarFeedProps) {
  const submitJson = useSubmitJson();
  const [asked, setAsked] = useState<Asked | null>(null);
  const made = result && "done" in result && result.done === "feed" ? result.feedUrl : undefined;
  // The action's answer to the act sent from the open dialog: done closes it, a refusal shows in it.
  const answered = asked?.open && result !== asked.since ? result : undefined;
  if (asked && answered && "done" in answered) setAsked({ ...asked, open: false, closedOn: answered });
  const dialogFailure = answered && "error" in answered ? answered.error : null;
  const fromPage = !asked || (!asked.open && result !== asked.closedOn);
  const pageFailure = fromPage && result && "error" in result && result.intent === "feed" ? result.error : null;
  const ask = (act: Asked["act"]) => setAsked({ act, since: result, open: true });
  return (
    <Card aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="section-title">
        {AVAILABILITY_COPY.feedTitle}
      </h2>
      <p>{AVAILABILITY_COPY.feedLead}</p>
      {made ? <FeedLink url={made} /> : null}
      {feedActive ? (
        <>
          {made ? null : <p className={styles.hint}>{AVAILABILITY_COPY.feedOn}</p>}
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => ask("renew")}>
              {AVAILABILITY_COPY.renew}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => ask("stop")}>
              {AVAILABILITY_COPY.stop}
            </button>
          </div>
        </>
      ) : (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            void submitJson({ intent: "feed" } satisfies CalendarAct);
          }}
        >
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={sending === "feed" || undefined}>
            {sending === "feed" ? AVAILABILITY_COPY.feedMaking : AVAILABILITY_COPY.feedMake}
          </button>
        </form>
      )}
      {pageFailure ? (
        <p role="alert" className={styles.failure}>
          {pageFailure}
        </p>
      ) : null}
      <FeedDialog
        asked={asked}
        busy={sending === "feed" || sending === "stopFeed"}
        failure={dialogFailure}
        onKeep={() => setAsked(asked && { ...asked, open: false, closedOn: result })}
        onConfirm={(act) => void submitJson({ intent: act === "renew" ? "feed" : "stopFeed" } satisfies CalendarAct)}
      />
    </Card>
  );
}

/** The address just made: to copy now, or to hand to the phone's calendar at once. */
function FeedLink({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    // The clipboard may be refused (an insecure origin, a denied permission): the link is there to select.
    const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
    if (!clipboard) return setCopied("failed");
    clipboard.writeText(url).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className={styles.feedLink}>
      <p className={styles.once}>{AVAILABILITY_COPY.feedShownOnce}</p>
      <label htmlFor={inputId} className={formStyles.label}>
        {AVAILABILITY_COPY.feedLinkLabel}
      </label>
      <div className={styles.copyRow}>
        <input id={inputId} readOnly value={url} className={formStyles.input} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={copy}>
          {AVAILABILITY_COPY.copy}
        </button>
      </div>
      <p role="status" className={styles.hint}>
        {copied === "copied" ? AVAILABILITY_COPY.copied : copied === "failed" ? AVAILABILITY_COPY.copyFailed : ""}
      </p>
      <a className="btn btn-outline" href={webcal(url)}>
        {AVAILABILITY_COPY.feedOpen}
      </a>
      <p className={styles.hint}>{AVAILABILITY_COPY.feedHowTo}</p>
    </div>
  );
}

interface FeedDialogProps {
  asked: Asked | null;
  busy: boolean;
  failure: string | null;
  onKeep: () => void;
  onConfirm: (act: Asked["act"]) => void;
}

function FeedDialog({ asked, busy, failure, onKeep, onConfirm }: FeedDialogProps) {
  const opened = useOpenedOnce(asked?.open ?? false);
  if (!opened || !asked) return null;
  const renew = asked.act === "renew";
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={asked.open}
        onClose={onKeep}
        title={renew ? AVAILABILITY_COPY.renewTitle : AVAILABILITY_COPY.stopTitle}
        lead={renew ? AVAILABILITY_COPY.renewQuestion : AVAILABILITY_COPY.stopQuestion}
        confirmLabel={renew ? AVAILABILITY_COPY.renew : AVAILABILITY_COPY.stop}
        busyLabel={renew ? AVAILABILITY_COPY.renewing : AVAILABILITY_COPY.stopping}
        keepLabel={AVAILABILITY_COPY.keepLink}
        danger={!renew}
        busy={busy}
        failure={failure}
        onConfirm={(event) => {
          event.preventDefault();
          onConfirm(asked.act);
        }}
      />
    </Suspense>
  );
}
