import { lazy, Suspense } from "react";
import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import { useOpenedOnce } from "../../../shared/ui/lazy-overlay";

// The dialog, and Radix behind it, load the first time the owner asks to remove someone (docs/decisions/0030).
const ConfirmDialog = lazy(() => import("../../../shared/ui/confirm-dialog"));

/** The member the owner asked to remove: their account and the name the page shows. */
export interface MemberToRemove {
  userId: string;
  name: string;
}

interface RemoveMemberDialogProps {
  /** Whom it asks about; kept while it closes, so that it says the same until it has gone. */
  member: MemberToRemove | null;
  open: boolean;
  /** The remove is on its way. */
  busy: boolean;
  /** The API's refusal of this remove. */
  failure: string | null;
  onKeep: () => void;
  onRemove: (member: MemberToRemove) => void;
}

/**
 * 'Remove from the team?' naming the person (the site's ConfirmDialog). Removing signs them out at once, so it asks
 * first; the remove goes to the page's action like every change to the team, and the page closes the dialog once the
 * answer says it is done. Focus moves in, and back to the Remove button when kept; once the person is removed, their
 * button has gone with them, and the focus goes to the page's heading.
 */
export function RemoveMemberDialog({ member, open, busy, failure, onKeep, onRemove }: RemoveMemberDialogProps) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        onClose={onKeep}
        title={VENDOR_TEAM_COPY.removeTitle}
        lead={member ? VENDOR_TEAM_COPY.removeQuestion(member.name) : ""}
        confirmLabel={VENDOR_TEAM_COPY.removeConfirm}
        busyLabel={VENDOR_TEAM_COPY.removing}
        keepLabel={VENDOR_TEAM_COPY.keep}
        danger
        busy={busy}
        failure={failure}
        onConfirm={(event) => {
          event.preventDefault();
          if (member) onRemove(member);
        }}
      />
    </Suspense>
  );
}
