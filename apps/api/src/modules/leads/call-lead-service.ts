import type { FastifyBaseLogger } from "fastify";
import { API_MESSAGES, messageFor } from "@utsav/domain";
import type { VendorLeadList } from "@utsav/domain";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { LeadRepository } from "./lead-repository.ts";
import type { NotificationDrafts } from "../notifications/index.ts";

/** How many different vendors' numbers one consumer may reveal in a day: enough to compare, not to scrape. */
export const CALL_LEADS_PER_DAY = 30;
/** Leads on one page of the vendor's list, as bookings (modules/bookings). */
const LEADS_PAGE_SIZE = 20;

/**
 * A consumer's Call press (application §7 POST /consumer/call-lead): the vendor's number, recorded as a lead; a new
 * lead sends the vendor an SMS naming the consumer (docs/decisions/0021).
 */
export class CallLeadService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly drafts: NotificationDrafts,
    /** Called once a message is queued: wakes this process's notification worker. */
    private readonly onQueued: () => void,
  ) {}

  /**
   * Reveals the number of an offering's vendor: a lead once per offering a day, CALL_LEADS_PER_DAY vendors a day.
   * A vendor without a number is logged (`log`, the request's) as well as answered 404.
   */
  async reveal(userId: string, offeringId: string, log: FastifyBaseLogger): Promise<{ vendorName: string; phoneNumber: string }> {
    const found = await this.leads.liveOffering(offeringId);
    if (!found) throw new HttpError(404, messageFor.offeringNotFound(offeringId), "NOT_FOUND");
    const { offering, vendor, recipients } = found;
    if (!vendor.phone) {
      log.warn({ vendor: vendor.id, offering: offering.id }, messageFor.contactNotFound(vendor.name));
      throw new HttpError(404, messageFor.contactNotFound(vendor.name), "CONTACT_NOT_FOUND");
    }
    const consumer = await this.leads.consumer(userId);
    const notify = (leadId: string) => (consumer ? this.drafts.callLead(leadId, recipients, consumer, offering.title) : []);
    if (!(await this.leads.recordCallLead(userId, offering.id, vendor.id, CALL_LEADS_PER_DAY, notify))) {
      throw new HttpError(429, API_MESSAGES.callLeadsLimit, "CALL_LEADS_LIMIT");
    }
    this.onQueued();
    return { vendorName: vendor.name, phoneNumber: vendor.phone };
  }

  /** The vendor's call leads, newest first, a page at a time (GET /vendor/leads). */
  async vendorLeads(vendorId: string, cursor: string | undefined): Promise<VendorLeadList> {
    const page = found(await this.leads.leadPage(vendorId, afterCursor(cursor), LEADS_PAGE_SIZE));
    return {
      leads: page.rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      nextCursor: cursorAfter(page.nextAfter),
    };
  }
}
