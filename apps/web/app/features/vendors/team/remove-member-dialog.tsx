import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import { workPaths } from "../../../lib/work-paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { Modal } from "../../../shared/ui/modal";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import type { TeamAct, TeamActResult } from "./team-acts";
import styles from "./team.module.css";

/** The member the owner asked to remove: their account and the name the page shows. */
export interface MemberToRemove {
  userId: string;
  name: string;
}

/**
 * 'Remove from the team?' naming the person (Radix Dialog: focus moves in, is trapped, and returns to the Remove button
 * when it closes). Removing signs them out at once, so it asks first; the act goes through a fetcher to the page's
 * action, and the dialog closes once the team was read again without them.
 */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: MemberToRemove | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const remove = useActFetcher<TeamActResult, TeamAct>({
    action: workPaths.vendorTeam(),
    onAnswer: (answer) => {
      if (answer && "done" in answer) onRemoved(answer.message);
    },
  });
  const failure = remove.answer && "error" in remove.answer ? remove.answer.error : null;
  const close = () => {
    if (remove.busy) return;
    remove.forget();
    onClose();
  };
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={VENDOR_TEAM_COPY.removeTitle}
      size="small"
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={close} disabled={remove.busy}>
            {VENDOR_TEAM_COPY.keep}
          </button>
          <button
            type="button"
            className={`btn ${styles.removeConfirm}`}
            disabled={remove.busy}
            aria-busy={remove.busy || undefined}
            onClick={() => {
              if (member) void remove.sendJson({ intent: "remove", id: member.userId, name: member.name });
            }}
          >
            {remove.busy ? VENDOR_TEAM_COPY.removing : VENDOR_TEAM_COPY.removeConfirm}
          </button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>{member ? VENDOR_TEAM_COPY.removeQuestion(member.name) : null}</p>
        <FormAlert message={failure} />
      </div>
    </Modal>
  );
}
