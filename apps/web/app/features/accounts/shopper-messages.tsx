import { useEffect, useId, useState } from "react";
import { getShopperMessages, saveShopperMessages } from "@utsav/api-client/notifications/shopper-messages";
import type { ShopperMessages as Choice } from "@utsav/domain";
import { COMMON_COPY, pushPhonesLine, SHOPPER_MESSAGES_COPY } from "@utsav/domain/client";
import { browserApi, thrownMessage } from "../../lib/api-client";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

const COPY = SHOPPER_MESSAGES_COPY;

/**
 * "Messages about your bookings" in the profile (docs/decisions/0074): where the app's notifications are on, the shopper
 * may keep the SMS as well. The box saves as soon as it changes; a refused save puts it back and says so.
 */
export function ShopperMessages() {
  const titleId = useId();
  const hintId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: "saved" } | { kind: "failed"; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    getShopperMessages(browserApi)
      .then((result) => {
        if (!current) return;
        if (result.ok) setChoice(result.data);
        else setLoadFailed(true);
      })
      .catch(() => {
        if (current) setLoadFailed(true);
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const choose = async (smsWithPush: boolean) => {
    if (!choice) return;
    const before = choice;
    setChoice({ ...choice, smsWithPush });
    setSaving(true);
    setStatus(null);
    try {
      const result = await saveShopperMessages(browserApi, { smsWithPush });
      if (result.ok) {
        setChoice(result.data);
        setStatus({ kind: "saved" });
      } else {
        setChoice(before);
        setStatus({ kind: "failed", message: result.errorMessage ?? COPY.saveFailed });
      }
    } catch (thrown) {
      setChoice(before);
      setStatus({ kind: "failed", message: thrownMessage(thrown, COPY.saveFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.everywhere} aria-labelledby={titleId}>
      <h3 id={titleId}>{COPY.title}</h3>
      {loadFailed ? (
        <>
          <p className={form.alert} role="alert">
            {COPY.loadFailed}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {COMMON_COPY.retry}
          </button>
        </>
      ) : choice === null ? (
        <p role="status">{COPY.loading}</p>
      ) : (
        <>
          <p>{pushPhonesLine(choice.pushPhones)}</p>
          <label className={form.check}>
            <input
              type="checkbox"
              checked={choice.smsWithPush}
              disabled={saving}
              aria-describedby={hintId}
              onChange={(event) => void choose(event.target.checked)}
            />
            {COPY.smsWithPush}
          </label>
          <p id={hintId}>{COPY.hint}</p>
        </>
      )}
      {status?.kind === "failed" ? (
        <p className={form.alert} role="alert">
          {status.message}
        </p>
      ) : null}
      {/* Always in the page, so that a reader announces the save when the words appear. */}
      <p role="status">{status?.kind === "saved" ? COPY.saved : null}</p>
    </section>
  );
}
