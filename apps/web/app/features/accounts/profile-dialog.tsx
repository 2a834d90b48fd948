import { useEffect, useId, useState } from "react";
import { exportMyData } from "@utsav/api-client/consumer/export-my-data";
import type { ConsumerUser } from "@utsav/domain";
import { ACCOUNT_COPY, COMMON_COPY, MESSAGES, PRIVACY_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { AccountDataActions } from "../../shared/ui/account-data/account-data-actions";
import { Modal } from "../../shared/ui/modal";
import { Skeleton } from "../../shared/ui/skeleton";
import { getConsumer } from "./api/consumer";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { ProfileForm } from "./profile-form";
import { ShopperMessages } from "./shopper-messages";
import { SignOutEverywhere } from "./sign-out-everywhere";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

type Load = { kind: "loading" } | { kind: "loaded"; user: ConsumerUser } | { kind: "failed"; message: string };

/** The 'Profile' popup of the header (application §2, §4). The profile loads each time it opens. */
export default function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ACCOUNT_COPY.profile} size="medium">
      <ProfileLoader onLeave={() => onOpenChange(false)} />
    </Modal>
  );
}

/** The profile once loaded; `onLeave` closes the popup (signed out everywhere, or off to the "Your data" page). */
function ProfileLoader({ onLeave }: { onLeave: () => void }) {
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
      <ShopperMessages />
      <SignOutEverywhere onSignedOut={onLeave} />
      <YourData onLeave={onLeave} />
    </>
  );
}

/**
 * "Your data" under the profile, as in the native app (docs/decisions/0031): the download saves the file from here;
 * deleting is asked on its own page (/account/data), which has an address for Google Play's web link, and whose
 * route's action owns the deletion (this popup opens over any page, so no route's action owns it).
 */
function YourData({ onLeave }: { onLeave: () => void }) {
  const titleId = useId();
  return (
    <section className={styles.everywhere} aria-labelledby={titleId}>
      <h3 id={titleId}>{PRIVACY_COPY.sectionTitle}</h3>
      <AccountDataActions exportData={() => exportMyData(browserApi)} deletion={{ link: paths.myData(), onFollow: onLeave }} />
    </section>
  );
}
