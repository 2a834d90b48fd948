import type { Operator as OperatorView } from "@utsav/domain";
import { REVIEW_MESSAGES } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AccountRepository, UserRow } from "../accounts/index.ts";
import type { AuditRepository } from "../../platform/audit-repository.ts";
import type { Operator } from "./vendor-review-service.ts";

// Operators' accounts (docs/decisions/0020): nobody becomes one by signing in. The first is added from the command
// line (npm run operator:add), the others are invited from the console; both are written to the audit log.

const toView = (user: UserRow): OperatorView => ({
  id: user.id,
  fullName: user.fullName,
  phone: user.phone,
  createdAt: user.createdAt.toISOString(),
});

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
