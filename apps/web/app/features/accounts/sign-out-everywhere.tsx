import { useState } from "react";
import { useRevalidator } from "react-router";
import { logoutEverywhere } from "@utsav/api-client/auth/logout-everywhere";
import { browserApi, thrownMessage } from "../../lib/api-client";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

const FAILED = "We could not sign you out of all devices. Please try again.";

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
      <h3 id="sign-out-everywhere">Signed in somewhere else?</h3>
      <p>Sign out on every phone and computer, this one included.</p>
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
        Sign out of all devices
      </button>
    </section>
  );
}
