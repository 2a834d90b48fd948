import {
  bookingAddress,
  bookingReference,
  briefReference,
  indianDate,
  WAITING_HOURS,
  WAITING_MESSAGES,
  WAITING_PAGE_SIZE,
} from "@utsav/domain";
import type { BriefResent, WaitingContacts, WaitingGroup, WaitingPage, WaitingProblem } from "@utsav/domain";
import { auditBy } from "../../platform/audit-repository.ts";
import type { AuditRecord, AuditRepository } from "../../platform/audit-repository.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { BookingLifecycleService } from "../bookings/index.ts";
import type { BriefOutreachService } from "../briefs/index.ts";
import type { Operator } from "./vendor-review-service.ts";
import type { ContactsRow, ProblemRow, WaitingMark, WaitingRepository, WaitingRow } from "./waiting-repository.ts";

// What waits for an answer, and what operators do about it (docs/decisions/0037): the list by vendor, both sides'
// numbers (read on the record), cancelling a booking with a reason, and sending a brief to more vendors.

const cursorInvalid = () => new HttpError(400, WAITING_MESSAGES.cursorInvalid, "CURSOR_INVALID");
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[\w-]{1,64}$/;

/** The cursor of the page after a row: its place in the order, opaque to clients. */
function cursorOf(row: WaitingRow): string {
  return Buffer.from([row.vendorOldest, row.vendorId, row.since, row.id].join("|"), "utf8").toString("base64url");
}

/** A time the cursor carries: the shape the database wrote, and a real moment (the database would refuse 30 February). */
const isTime = (text: string) => {
  if (!TIME.test(text)) return false;
  const date = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
};

function markOf(cursor: string): WaitingMark {
  const [vendorOldest = "", vendorId = "", since = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !isTime(vendorOldest) || !isTime(since) || !ID.test(vendorId) || !ID.test(id)) throw cursorInvalid();
  return { vendorOldest, vendorId, since, id };
}

const contacts = (row: ContactsRow): WaitingContacts => ({
  vendor: { name: row.vendorName, phone: row.vendorPhone },
  shopper: { name: row.shopperName, phone: row.shopperPhone },
});

/** The most problems the Waiting page lists at once, oldest first. */
const PROBLEMS_SHOWN = 50;

const problemOf = (row: ProblemRow): WaitingProblem => ({
  id: row.id,
  reference: bookingReference(row.id),
  offeringName: row.offeringName,
  eventDate: row.eventDate,
  locality: row.locality,
  address: bookingAddress(row.bookingAttributes, row.bookingData),
  since: row.problemReportedAt.toISOString(),
  vendorName: row.vendorName,
  reportedBy: row.problemReportedBy === "vendor" ? "vendor" : "consumer",
  note: row.problemNote ?? "",
});

export class WaitingService {
  constructor(
    private readonly waiting: WaitingRepository,
    private readonly audit: AuditRepository,
    private readonly lifecycle: BookingLifecycleService,
    private readonly outreach: BriefOutreachService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The audit row of an act, with the operator's name as it is now. */
  private record(operator: Operator, entry: Omit<AuditRecord, "actorId" | "actorName" | "clientAddress">): AuditRecord {
    return auditBy(operator, entry);
  }

  /** A page of what has waited longer than `hours` (each kind's own threshold without it), by vendor. */
  async page(query: { hours?: number; cursor?: string }): Promise<WaitingPage> {
    const hours = { bookings: query.hours ?? WAITING_HOURS.bookings, briefs: query.hours ?? WAITING_HOURS.briefs };
    const rows = await this.waiting.page({
      bookingHours: hours.bookings,
      briefHours: hours.briefs,
      today: indianDate(this.now()),
      ...(query.cursor ? { after: markOf(query.cursor) } : {}),
      limit: WAITING_PAGE_SIZE,
    });
    const shown = rows.slice(0, WAITING_PAGE_SIZE);
    const reach = await this.outreach.reach([...new Set(shown.flatMap((r) => (r.briefId ? [r.briefId] : [])))]);
    const groups: WaitingGroup[] = [];
    for (const row of shown) {
      let group = groups.at(-1);
      if (group?.vendorId !== row.vendorId) {
        group = {
          vendorId: row.vendorId,
          vendorName: row.vendorName,
          waitingCount: row.vendorWaiting,
          oldestSince: row.vendorOldest,
          bookings: [],
          briefs: [],
        };
        groups.push(group);
      }
      if (row.kind === "booking") {
        group.bookings.push({
          id: row.id,
          reference: bookingReference(row.id),
          offeringName: row.offeringName ?? "",
          eventDate: row.eventDate,
          locality: row.locality,
          address: bookingAddress(row.bookingAttributes ?? [], row.bookingData ?? {}),
          since: row.since,
        });
      } else if (row.briefId) {
        group.briefs.push({
          id: row.briefId,
          reference: briefReference(row.briefId),
          occasion: row.occasion ?? "",
          eventDate: row.eventDate ?? "",
          locality: row.locality ?? "",
          since: row.since,
          vendorsCount: row.vendorsCount ?? 0,
          canReach: reach.get(row.briefId) ?? 0,
        });
      }
    }
    const last = shown.at(-1);
    const problems = query.cursor ? [] : (await this.waiting.problems(PROBLEMS_SHOWN)).map(problemOf);
    return { problems, hours, groups, nextCursor: rows.length > WAITING_PAGE_SIZE && last ? cursorOf(last) : null };
  }

  /** A booking's two sides, read on the record: the audit row is written before the numbers are answered. */
  async bookingContacts(operator: Operator, bookingId: string): Promise<WaitingContacts> {
    const row = await this.waiting.bookingContacts(bookingId);
    if (!row) throw new HttpError(404, WAITING_MESSAGES.bookingNotFound, "NOT_FOUND");
    await this.audit.write(this.record(operator, { action: "booking.contacts_revealed", vendorId: row.vendorId, target: bookingId }));
    return contacts(row);
  }

  /** A brief's shopper and one vendor it went to, read on the record. */
  async briefContacts(operator: Operator, briefId: string, vendorId: string): Promise<WaitingContacts> {
    const row = await this.waiting.briefContacts(briefId, vendorId);
    if (!row) throw new HttpError(404, WAITING_MESSAGES.matchNotFound, "NOT_FOUND");
    await this.audit.write(this.record(operator, { action: "brief.contacts_revealed", vendorId, target: briefId }));
    return contacts(row);
  }

  /**
   * Cancels a booking with the operator's reason through the lifecycle (its history row names the operator, both sides
   * are told, the vendor owes back anything paid; 409 once final), the act written to the audit log in the same
   * transaction, with the vendor and the status it had as the booking was locked.
   */
  async cancel(operator: Operator, bookingId: string, reason: string): Promise<{ id: string; reference: string; status: string }> {
    return this.lifecycle.operatorCancel(bookingId, operator.userId, reason, (locked) =>
      this.record(operator, {
        action: "booking.cancelled",
        vendorId: locked.vendorId,
        target: bookingId,
        detail: { reason, from: locked.status },
      }),
    );
  }

  /** Completes a confirmed booking whose customer or vendor reported a problem, with a reason, on the record. */
  async complete(operator: Operator, bookingId: string, reason: string): Promise<{ id: string; reference: string; status: string }> {
    return this.lifecycle.operatorComplete(bookingId, operator.userId, reason, (locked) =>
      this.record(operator, {
        action: "booking.completed",
        vendorId: locked.vendorId,
        target: bookingId,
        detail: { reason, from: locked.status },
      }),
    );
  }

  /** Sends a brief to more vendors; the audit row is written in the same transaction as the new matches. */
  async resend(operator: Operator, briefId: string): Promise<BriefResent> {
    return this.outreach.resend(briefId, (_brief, vendorIds) =>
      this.record(operator, { action: "brief.resent", target: briefId, detail: { vendors: vendorIds } }),
    );
  }
}
