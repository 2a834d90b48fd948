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
  /** The team, read by the route's loader (and again after each change). */
  team: VendorTeam;
  /** What the route's action answered to the last form sent. */
  result: TeamActResult;
  /** A form's act is on its way. */
  busy: boolean;
}

/** A person as the page names them: their name, or their number until they give one. */
const nameOf = (member: VendorTeamMember) => member.fullName ?? formatPhoneDisplay(member.phone);

/**
 * /vendor/team (docs/decisions/0033): the people who run the business and the invitations waiting. The owner adds a
 * phone, revokes an invitation and removes a member (after a confirmation); a member sees the list without them.
 */
export function TeamPage({ team, result, busy }: TeamPageProps) {
  const [removing, setRemoving] = useState<MemberToRemove | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const done = result && "done" in result ? result : null;
  const failure = result && "error" in result ? result : null;
  return (
    <div className={styles.page}>
      <TeamHeader />
      <Notice message={done?.message ?? removed} />
      {failure && failure.intent !== "invite" ? <FormAlert message={failure.error} /> : null}

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
              onRemove={() => {
                setRemoved(null);
                setRemoving({ userId: member.userId, name: nameOf(member) });
              }}
            />
          ))}
        </ul>
        {team.canManage ? (
          <p className={records.rowMeta}>{VENDOR_TEAM_COPY.limit(team.members.length - 1 + team.invites.length)}</p>
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
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(message) => {
          setRemoving(null);
          setRemoved(message);
        }}
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
