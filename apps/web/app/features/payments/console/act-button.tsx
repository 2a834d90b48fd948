import { useFetcher } from "react-router";
import type { ConsoleAct, ConsoleActResult } from "./console-acts";
import styles from "./console.module.css";

interface ActButtonProps {
  act: ConsoleAct;
  label: string;
  /** What the button says while the act is on its way. */
  busyLabel?: string;
  /** The route whose clientAction runs it; the page's own without it. */
  action?: string;
}

/**
 * A button that sends one act (the export, running the reconciliation) through a fetcher of its own, so the page stays
 * as it is, and says what came of it: a sentence in a live region, or the API's refusal as an alert.
 */
export function ActButton({ act, label, busyLabel, action }: ActButtonProps) {
  const fetcher = useFetcher<ConsoleActResult>();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void fetcher.submit(act, { method: "post", encType: "application/json", action });
      }}
    >
      {/* Not disabled while it runs, so focus stays on it. */}
      <button type="submit" className="btn btn-outline" aria-disabled={busy} aria-busy={busy || undefined}>
        {busy && busyLabel ? busyLabel : label}
      </button>
      <p role="status" className={styles.ok}>
        {answer && "message" in answer ? answer.message : ""}
      </p>
      {answer && "error" in answer ? (
        <p role="alert" className={styles.error}>
          {answer.error}
        </p>
      ) : null}
    </form>
  );
}
