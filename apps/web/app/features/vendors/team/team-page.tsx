import { useState } from "react";
import { formatDay, formatPhoneDisplay, VENDOR_ROLE_LABELS, VENDOR_TEAM_COPY } from "@utsav/domain/client";
import type { VendorTeam, VendorTeamInvite, VendorTeamMember } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { Card, Notice } from "../../../shared/ui/vendor-area/page-header";
import records from "../../../shared/ui/vendor-area/records.module.css";
import { InviteForm } from "./invite-form";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { TeamHeader } from "./team-header";
import type { MemberToRemove } from "./remove-member-dialog";
import type { TeamAct, TeamActResult } from "./team-acts";
import styles from "./team.module.css";

interface TeamPageProps {
  /** The team: as the last change left it, else as the route's loader read it. */
  team: VendorTeam;
  /** What the route's action answered to the last act sent. */
  result: TeamActResult;
  /** An act is on its way. */
  busy: boolean;
}

/** A person as the page names them: their name, or their number until they give one. */
const nameOf = (member: VendorTeamMember) => member.fullName ?? formatPhoneDisplay(member.phone);

/** The remove being asked about: whom, the action's answer on the page when the dialog opened, and whether it is open. */
interface RemoveAsked {
  member: MemberToRemove;
  since: TeamActResult;
  open: boolean;
}

/**
 * /vendor/team (docs/decisions/0033): the people who run the business and the invitations waiting. The owner adds a
 * phone, revokes an invitation and removes a member (after a confirmation); a member sees the list without them. Every
 * act goes the same way, to the route's action, so the notice and the refusal on the page are always the last act's.
 */
export function TeamPage({ team, result, busy }: TeamPageProps) {
  const submitJson = useSubmitJson();
  const [asked, setAsked] = useState<RemoveAsked | null>(null);
  const done = result && "done" in result ? result : null;
  const failure = result && "error" in result ? result : null;
  // The action's answer to the remove sent from the open dialog: done closes it (the person has left the list), a
  // refusal shows in it. The answer on the page when it opened is not this remove's.
  const answered = asked?.open && result !== asked.since ? result : undefined;
  if (asked && answered && "done" in answered) setAsked({ ...asked, open: false });
  const removeFailure = answered && "error" in answered ? answered.error : null;
  return (
    <div className={styles.page}>
      <TeamHeader />
      <Notice message={done?.message ?? null} />
      {failure && failure.intent !== "invite" && failure.intent !== "remove" ? <FormAlert message={failure.error} /> : null}

      <Card aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="section-title">
          {VENDOR_TEAM_COPY.membersTitle}
        </h2>
        <ul className={records.list}>
          {team.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              canRemove={team.canManage && member.role !== "owner"}
              busy={busy}
              onRemove={() => setAsked({ member: { userId: member.userId, name: nameOf(member) }, since: result, open: true })}
            />
          ))}
        </ul>
        {team.canManage ? (
          <p className={records.rowMeta}>{VENDOR_TEAM_COPY.limit(team.members.length - 1 + team.invites.length, team.maxMembers)}</p>
        ) : (
          <p className={records.rowMeta}>{VENDOR_TEAM_COPY.membersOnly}</p>
        )}
      </Card>

      <Card aria-labelledby="team-invites-title">
        <h2 id="team-invites-title" className="section-title">
          {VENDOR_TEAM_COPY.invitesTitle}
        </h2>
        {team.invites.length === 0 ? <p className={records.empty}>{VENDOR_TEAM_COPY.noInvites}</p> : null}
        <ul className={records.list}>
          {team.invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} canRevoke={team.canManage} busy={busy} />
          ))}
        </ul>
      </Card>

      {team.canManage ? (
        <Card>
          {/* A new form once an invitation is sent: the number typed is done with. */}
          <InviteForm
            key={done?.done === "invite" ? done.message : "invite"}
            failure={failure?.intent === "invite" ? failure.error : null}
            busy={busy}
          />
        </Card>
      ) : null}

      <RemoveMemberDialog
        member={asked?.member ?? null}
        open={asked?.open ?? false}
        busy={busy}
        failure={removeFailure}
        onKeep={() => setAsked(asked && { ...asked, open: false })}
        onRemove={(member) => void submitJson({ intent: "remove", id: member.userId, name: member.name } satisfies TeamAct)}
      />
    </div>
  );
}

function MemberRow({
  member,
  canRemove,
  busy,
  onRemove,
}: {
  member: VendorTeamMember;
  canRemove: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  const name = member.fullName ?? VENDOR_TEAM_COPY.unnamed;
  return (
    <li className={records.row}>
      <div className={records.rowHead}>
        <p className={records.rowTitle}>
          {name}
          {member.isYou ? <span className={styles.you}> ({VENDOR_TEAM_COPY.you})</span> : null}
        </p>
        <span className={styles.role}>{VENDOR_ROLE_LABELS[member.role]}</span>
      </div>
      <p className={records.rowMeta}>
        <span>{formatPhoneDisplay(member.phone)}</span>
        <span>{VENDOR_TEAM_COPY.joinedOn(formatDay(member.joinedAt))}</span>
      </p>
      {canRemove ? (
        <div className={styles.rowActions}>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            aria-label={VENDOR_TEAM_COPY.removeLabel(nameOf(member))}
            onClick={onRemove}
          >
            {VENDOR_TEAM_COPY.remove}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function InviteRow({ invite, canRevoke, busy }: { invite: VendorTeamInvite; canRevoke: boolean; busy: boolean }) {
  const submitJson = useSubmitJson();
  const phone = formatPhoneDisplay(invite.phone);
  return (
    <li className={records.row}>
      <p className={records.rowTitle}>{phone}</p>
      <p className={records.rowMeta}>{VENDOR_TEAM_COPY.invitedOn(formatDay(invite.createdAt))}</p>
      {canRevoke ? (
        <form
          method="post"
          className={styles.rowActions}
          onSubmit={(event) => {
            event.preventDefault();
            void submitJson({ intent: "revoke", id: invite.id, phone: invite.phone } satisfies TeamAct);
          }}
        >
          <button type="submit" className="btn btn-outline" disabled={busy} aria-label={VENDOR_TEAM_COPY.revokeLabel(phone)}>
            {VENDOR_TEAM_COPY.revoke}
          </button>
        </form>
      ) : null}
    </li>
  );
}
