import type { Operator as OperatorView } from "@utsav/domain";
import { OPERATOR_MESSAGES, REVIEW_MESSAGES } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AccountRepository, OperatorAccessOutcome, UserRow } from "../accounts/index.ts";
import type { AuditRepository } from "../../platform/audit-repository.ts";
import type { Operator } from "./vendor-review-service.ts";

// Operators' accounts (docs/decisions/0020): nobody becomes one by signing in. The first is added from the command
// line (npm run operator:add), the others are invited from the console; both are written to the audit log. Operators
// disable and enable each other's accounts, on the record too: a disabled account is signed out everywhere at once and
// cannot sign in (OWASP ASVS 5.0 V7.4.2, V8.3.2).

const toView = (user: UserRow): OperatorView => ({
  id: user.id,
  fullName: user.fullName,
  phone: user.phone,
  createdAt: user.createdAt.toISOString(),
  disabledAt: user.disabledAt?.toISOString() ?? null,
});

/** Why disabling or enabling an operator was refused, as the answer says it. */
function refusal(outcome: Exclude<OperatorAccessOutcome, "done">, operatorId: string, disable: boolean): HttpError {
  switch (outcome) {
    case "not-found":
      return new HttpError(404, OPERATOR_MESSAGES.notFound(operatorId), "OPERATOR_NOT_FOUND");
    case "unchanged":
      return new HttpError(409, disable ? OPERATOR_MESSAGES.alreadyDisabled : OPERATOR_MESSAGES.notDisabled, "OPERATOR_UNCHANGED");
    case "self":
      return new HttpError(409, OPERATOR_MESSAGES.cannotDisableSelf, "OPERATOR_SELF");
    case "last-active":
      return new HttpError(409, OPERATOR_MESSAGES.lastActive, "OPERATOR_LAST_ACTIVE");
    case "actor-disabled":
      // The acting operator was disabled while the request was under way: its session has just ended.
      return new HttpError(403, OPERATOR_MESSAGES.accountDisabled, "OPERATOR_DISABLED");
  }
}

export class OperatorService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly audit: AuditRepository,
  ) {}

  /** The acting operator of a session, as the audit log names it. */
  async operator(userId: string, clientAddress: string): Promise<Operator> {
    const user = await this.accounts.userById(userId);
    return { userId, name: user?.fullName || user?.phone || userId, clientAddress };
  }

  async list(): Promise<OperatorView[]> {
    return (await this.accounts.usersOfType("operator")).map(toView);
  }

  /**
   * Disables an operator's account (its sessions end at once and it cannot sign in), or enables it again; on the
   * record. An operator cannot disable themself, nor the last active operator.
   */
  async setDisabled(operatorId: string, disable: boolean, by: Operator): Promise<OperatorView> {
    const target = await this.accounts.userById(operatorId);
    if (target?.userType !== "operator") throw refusal("not-found", operatorId, disable);
    const { outcome } = await this.accounts.setOperatorDisabled(operatorId, disable, by.userId, (sessionsEnded) => ({
      actorId: by.userId,
      actorName: by.name,
      action: disable ? "operator.disabled" : "operator.enabled",
      target: operatorId,
      // What the operator's name was at the time, and for a disabling how many sessions it ended.
      detail: { fullName: target.fullName, ...(disable ? { sessionsEnded } : {}) },
      clientAddress: by.clientAddress,
    }));
    if (outcome !== "done") throw refusal(outcome, operatorId, disable);
    const user = await this.accounts.userById(operatorId);
    if (!user) throw refusal("not-found", operatorId, disable);
    return toView(user);
  }

  /** An operator's account for a number; `by` is the inviting operator, or null from the command line. */
  async add(phone: string, fullName: string | null, by: Operator | null): Promise<{ operator: OperatorView; created: boolean }> {
    const { user, created } = await this.accounts.findOrCreateUser("operator", phone);
    if (!created && by) throw new HttpError(409, REVIEW_MESSAGES.operatorExists, "OPERATOR_EXISTS");
    const named = fullName && fullName !== user.fullName ? await this.accounts.updateUser(user.id, { fullName }) : user;
    if (created)
      await this.audit.write({
        actorId: by?.userId ?? null,
        actorName: by?.name ?? "command line (npm run operator:add)",
        action: "operator.added",
        target: user.id,
        detail: { fullName },
        clientAddress: by?.clientAddress ?? null,
      });
    return { operator: toView(named), created };
  }
}
