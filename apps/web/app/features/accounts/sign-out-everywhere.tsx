import { useState } from "react";
import { useRevalidator } from "react-router";
import { logoutEverywhere } from "@utsav/api-client/auth/logout-everywhere";
import { SIGN_OUT_EVERYWHERE_COPY } from "@utsav/domain/client";
import { browserApi, thrownMessage } from "../../lib/api-client";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

const FAILED = SIGN_OUT_EVERYWHERE_COPY.failed;

/**
 * Ends every session of the signed-in consumer, on every phone and computer, this one included (decision 15). For a
 * lost phone or a shared computer; the header then shows Login.
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await logoutEverywhere(browserApi, "consumer");
      if (!result.ok) {
        setError(result.errorMessage ?? FAILED);
        return;
      }
      onSignedOut();
      await revalidator.revalidate();
    } catch (thrown) {
      setError(thrownMessage(thrown, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.everywhere} aria-labelledby="sign-out-everywhere">
      <h3 id="sign-out-everywhere">{SIGN_OUT_EVERYWHERE_COPY.title}</h3>
      <p>{SIGN_OUT_EVERYWHERE_COPY.lead}</p>
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
        {SIGN_OUT_EVERYWHERE_COPY.button}
      </button>
    </section>
  );
}
