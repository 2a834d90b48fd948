import type { FastifyBaseLogger } from "fastify";
import {
  briefStatus,
  deletedBusinessName,
  erasedBookingAnswers,
  indianDate,
  isDeletionConfirmed,
  isNothingOpen,
  isOpenBooking,
  keptAfterDeletion,
  PRIVACY_MESSAGES,
  privacyMessageFor,
  registrationKeptUntil,
  REGISTRATION_RETENTION_DAYS,
} from "@utsav/domain";
import type { AccountDeletion, OpenWork } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { AuthError, AUTH_MESSAGES } from "../../platform/sessions.ts";
import { assertStorageKey } from "../../platform/storage/file-storage.ts";
import type { FileStorage, PrivateFileStorage } from "../../platform/storage/file-storage.ts";
import type { AccountDataRepository } from "./account-data-repository.ts";
import type { ErasureRepository, OpenWorkRows } from "./erasure-repository.ts";

// Deleting an account (DPDP Act 2023 s.12(3) erasure, s.8(7) retention only where a law requires it; Apple App Store
// Review Guideline 5.1.1(v) and Google Play's account deletion requirement; docs/decisions/0031): refused while work
// is open, otherwise one transaction, then the files. The sweep purges what was kept once its period ends.

const DAY_MS = 86_400_000;

/** Seals text with the identity documents' key (modules/vendors DocumentVault). */
export interface Sealer {
  sealText(plain: string, context: string): Promise<string>;
}

/** What one sweep did. */
export interface SweepResult {
  /** Deletions whose retention ended: their sealed details and a vendor's identity documents erased. */
  purged: number;
  filesDeleted: number;
  messagesDeleted: number;
}

type Deletable = "consumer" | "vendor";

const isStorageKey = (key: string) => {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The open work the rules count (packages/domain privacy): bookings under way, requests and quotes still open. */
export function countOpenWork(rows: OpenWorkRows, today: string): OpenWork {
  const openBrief = (row: OpenWorkRows["answers"][number]) => briefStatus(row.briefState, row.eventDate, today) === "open";
  return {
    bookings: rows.bookings.filter((row) => isOpenBooking(row.status, row.eventDate, today)).length,
    requests: rows.answers.filter((row) => row.answer === "new" && openBrief(row)).length,
    quotes: rows.answers.filter((row) => row.answer === "quoted" && openBrief(row)).length,
  };
}

export class ErasureService {
  constructor(
    private readonly erasures: ErasureRepository,
    private readonly records: AccountDataRepository,
    private readonly vault: Sealer,
    private readonly storage: Pick<FileStorage, "delete">,
    private readonly privateStorage: Pick<PrivateFileStorage, "delete">,
    /** The answers of a booking from a quote that are not the consumer's words (briefs' QUOTE_BOOKING_LABELS). */
    private readonly quoteAnswersKept: readonly string[],
    /** A business left the storefront: every process's cached pages are rebuilt (catalogue.invalidate). */
    private readonly storefrontChanged: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Deletes the signed-in account once `confirm` is the word: 400 without it, 409 while work is open (listed),
   * otherwise every session ends and the person's data is deleted or emptied in one transaction.
   */
  async erase(userId: string, userType: Deletable, confirm: string | undefined): Promise<AccountDeletion> {
    if (!isDeletionConfirmed(confirm)) throw new HttpError(400, PRIVACY_MESSAGES.confirmationRequired, "CONFIRMATION_REQUIRED");
    const user = await this.records.user(userId);
    if (!user || user.deletedAt) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
    const now = this.now();
    const today = indianDate(now);
    const openWork = (rows: OpenWorkRows) => {
      const open = countOpenWork(rows, today);
      return isNothingOpen(open) ? null : open;
    };
    const refused = (open: OpenWork) => new HttpError(409, privacyMessageFor.openWork(userType, open), "ACCOUNT_HAS_OPEN_WORK");
    // Checked before anything is sealed, so that a refusal changes nothing; checked again under the lock below.
    const early = openWork(await this.erasures.openWorkRows(user));
    if (early) throw refused(early);

    const business = userType === "vendor" ? await this.records.business(user.id) : null;
    const onboarding = (business?.profile.sections.onboarding ?? {}) as Record<string, unknown>;
    const registration = {
      userType,
      phone: user.phone,
      fullName: user.fullName,
      email: user.email,
      companyName: user.companyName,
      businessName: business?.vendor.name ?? null,
      contactName: typeof onboarding.contactName === "string" ? onboarding.contactName : null,
      registeredAt: user.createdAt.toISOString(),
    };
    // Sealed before the transaction: the vault may read (or make) its key, which the embedded database's one
    // connection could not serve while the transaction holds it.
    const registrationCipher = await this.vault.sealText(JSON.stringify(registration), `account-erasure:${user.id}`);
    const purgeAfter = new Date(now.getTime() + REGISTRATION_RETENTION_DAYS * DAY_MS);

    const result = await this.erasures.erase({
      userId: user.id,
      openWork,
      registrationCipher,
      purgeAfter,
      eraseAnswers: (answers, fields, fromQuote) => erasedBookingAnswers(answers, fields, fromQuote ? this.quoteAnswersKept : []),
      deletedBusiness: (vendorId) => ({ name: deletedBusinessName(vendorId), reason: PRIVACY_MESSAGES.businessDeleted }),
    });
    if ("gone" in result) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
    if ("open" in result) throw refused(result.open);
    const { erasureId, sessionsEnded, vendorId, pendingFiles, reviewsAnonymised } = result.erased;
    // A business left the storefront, or reviews it shows lost their author's name (docs/decisions/0060).
    if (vendorId || reviewsAnonymised > 0) this.storefrontChanged();
    await this.deleteFiles(erasureId, pendingFiles);
    // Who and what, never the person's details (decision 0010): the erasure row is the lasting record.
    this.log.info({ userId: user.id, userType, erasureId, sessionsEnded }, "account deleted");
    return { deleted: true, sessionsEnded, kept: keptAfterDeletion(userType, registrationKeptUntil(today)) };
  }

  /**
   * The deletions' part of the retention sweep (platform/retention.ts; docs/decisions/0031): purges up to `limit`
   * deletions whose period has ended at `now` (their sealed registration details, and a vendor's identity documents
   * with their encrypted files), and finishes what deletions left: files that storage could not delete then, and
   * messages about the person that were still being sent.
   */
  async sweep({ now = this.now(), limit = 500 }: { now?: Date; limit?: number } = {}): Promise<SweepResult> {
    const result: SweepResult = { purged: 0, filesDeleted: 0, messagesDeleted: 0 };
    for (const erasure of await this.erasures.due(now, limit)) {
      if (erasure.vendorId) {
        const documents = await this.erasures.documentsOf(erasure.vendorId);
        try {
          // A key the server could not have made names no file.
          for (const document of documents) if (isStorageKey(document.fileKey)) await this.privateStorage.delete(document.fileKey);
        } catch (err) {
          // The rows stay until their files are gone, so that no encrypted file is left without its record; tried again.
          this.log.warn({ err, erasureId: erasure.id }, "identity documents of a deleted account could not be deleted yet");
          continue;
        }
      }
      await this.erasures.purge(erasure);
      result.purged++;
    }
    for (const erasure of await this.erasures.unfinished(limit)) {
      result.filesDeleted += await this.deleteFiles(erasure.id, erasure.pendingFiles);
      result.messagesDeleted += await this.erasures.finishMessages(erasure);
    }
    return result;
  }

  /** Deletes public files; those storage refused stay listed on the erasure for the sweep. Answers how many went. */
  private async deleteFiles(erasureId: string, keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const left: string[] = [];
    for (const key of keys) {
      if (!isStorageKey(key)) continue;
      try {
        await this.storage.delete(key);
      } catch (err) {
        this.log.warn({ err, erasureId }, "a file of a deleted account could not be deleted yet");
        left.push(key);
      }
    }
    await this.erasures.setPendingFiles(erasureId, left);
    return keys.length - left.length;
  }
}
