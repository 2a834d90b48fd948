import { useEffect, useState } from "react";
import type { ConsumerUser } from "@utsav/domain";
import { ACCOUNT_COPY, COMMON_COPY, MESSAGES } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { Skeleton } from "../../shared/ui/skeleton";
import { getConsumer } from "./api/consumer";
import { thrownMessage } from "../../lib/api-client";
import { ProfileForm } from "./profile-form";
import { SignOutEverywhere } from "./sign-out-everywhere";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

type Load = { kind: "loading" } | { kind: "loaded"; user: ConsumerUser } | { kind: "failed"; message: string };

/** The 'Profile' popup of the header (application §2, §4). The profile loads each time it opens. */
export default function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ACCOUNT_COPY.profile} size="medium">
      <ProfileLoader onSignedOut={() => onOpenChange(false)} />
    </Modal>
  );
}

function ProfileLoader({ onSignedOut }: { onSignedOut: () => void }) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getConsumer()
      .then((result) => {
        if (current)
          setLoad(
            result.ok
              ? { kind: "loaded", user: result.data.user }
              : { kind: "failed", message: result.errorMessage ?? MESSAGES.profileLoadFailed },
          );
      })
      .catch((thrown: unknown) => {
        if (current) setLoad({ kind: "failed", message: thrownMessage(thrown, MESSAGES.profileLoadFailed) });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (load.kind === "loading") {
    return (
      <div className={styles.loading} role="status" aria-label="Loading your profile">
        <Skeleton width={88} height={88} radius={999} />
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  }
  if (load.kind === "failed") {
    return (
      <div className={styles.loading}>
        <p className={form.alert} role="alert">
          {load.message}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setLoad({ kind: "loading" });
            setAttempt((n) => n + 1);
          }}
        >
          {COMMON_COPY.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      <ProfileForm user={load.user} />
      <SignOutEverywhere onSignedOut={onSignedOut} />
    </>
  );
}
