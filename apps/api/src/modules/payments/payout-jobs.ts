import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import type { JobHandler } from "../../platform/scheduler/scheduler.ts";
import type { DocumentVault } from "../vendors/index.ts";
import type { PayoutRepository } from "./payout-repository.ts";
import { payoutNumberContext } from "./payout-service.ts";

// The vendor's linked account at the provider (Razorpay Route; docs/decisions/0051), made once its payout bank account
// and its identity documents are both approved. The number is opened only here, for the one call that needs it, and
// never logged.

export interface PayoutJobDeps {
  payouts: PayoutRepository;
  vault: DocumentVault;
  /** Null where PAYMENTS_PROVIDER=off: nothing is linked, and the job does nothing. */
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
}

/**
 * The provider's reference of a vendor's linked account (at most 20 characters), from the vendor's id and the version of
 * the account it is made from (its last change): a retried call repeats the same reference, which the provider answers
 * with the account it made; a changed account, approved again, gets a new linked account instead of a refusal.
 */
export function linkedAccountReference(vendorId: string, version: Date): string {
  return `v${createHash("sha256").update(`${vendorId}:${version.getTime()}`).digest("hex").slice(0, 19)}`;
}

/** A linked account cannot be made without a way for the provider to reach the business: retried, then given up and logged. */
export class LinkDetailsMissing extends Error {
  constructor(what: string) {
    super(`the vendor's linked account needs ${what}: none in its contact details or its owner's account`);
    this.name = "LinkDetailsMissing";
  }
}

/**
 * PAYMENT_JOBS.linkAccount ({ vendorId }): makes the vendor's linked account from its approved bank account, stores its
 * id if the account is still the one approved, and asks for the shares that waited for it to be transferred. An account
 * changed, rejected or linked meanwhile, or documents not approved, make it do nothing: their next approval asks again.
 */
export function linkAccountJob({ payouts, vault, provider, log }: PayoutJobDeps): JobHandler {
  return async ({ vendorId = "" }, { now }) => {
    if (!provider) return;
    const target = await payouts.linkTarget(vendorId);
    if (!target || target.account.status !== "approved" || !target.documentsApproved) return;
    const { account } = target;
    if (account.linkedAccountId) {
      // Linked already (a job asked twice): the shares still waiting are asked for again; each transfer is keyed once.
      await payouts.scheduleWaiting(vendorId, now);
      return;
    }
    if (!target.email) throw new LinkDetailsMissing("an e-mail address");
    if (!target.phone) throw new LinkDetailsMissing("a phone number");
    const accountNumber = await vault.openText(account.accountNumberSealed, payoutNumberContext(vendorId));
    const made = await provider.createLinkedAccount({
      referenceId: linkedAccountReference(vendorId, account.updatedAt),
      legalName: target.legalName,
      email: target.email,
      phone: target.phone,
      bankAccount: { holderName: account.holderName, accountNumber, ifsc: account.ifsc },
    });
    if (await payouts.linked(vendorId, account.updatedAt, made.id, now)) {
      log.info({ vendorId, linkedAccountId: made.id }, "linked account made for the vendor's payouts");
    } else {
      log.warn({ vendorId, linkedAccountId: made.id }, "the payout account changed while it was linked; the new one is reviewed");
    }
  };
}
