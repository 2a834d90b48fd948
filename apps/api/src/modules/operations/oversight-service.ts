import { indianDateTime } from "@utsav/domain";
import type { OperatorBooking, OperatorLead, OperatorWaitlist, Overview } from "@utsav/domain";
import type { AuditRepository } from "../../platform/audit-repository.ts";
import type { Filter, OversightRepository } from "./oversight-repository.ts";
import type { VendorReviewRepository } from "../vendors/index.ts";
import type { Operator } from "./vendor-review-service.ts";

// Oversight across vendors for operators (docs/decisions/0020): the 30-day chart, bookings and leads with filters,
// both waitlists, and their CSV exports. An export of personal data is written to the audit log.

/** How many rows one export holds at most. */
export const EXPORT_MAX_ROWS = 10_000;
export const OVERVIEW_DAYS = 30;

/** An export's filters: a list's, without its page. */
export type ExportFilter = Omit<Filter, "limit" | "offset">;
type Waitlist = "consumers" | "vendors";

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell that a spreadsheet would read as
 * a formula (=, +, -, @, tab, carriage return first) is prefixed with ' (OWASP: CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export class OversightService {
  constructor(
    private readonly oversight: OversightRepository,
    private readonly reviews: VendorReviewRepository,
    private readonly audit: AuditRepository,
  ) {}

  async overview(): Promise<Overview> {
    const [days, waitingForReview] = await Promise.all([this.oversight.daily(OVERVIEW_DAYS), this.reviews.waitingCount()]);
    return { days, waitingForReview };
  }

  async bookings(filter: Filter): Promise<{ bookings: OperatorBooking[]; totalCount: number }> {
    const rows = await this.oversight.bookings(filter);
    return {
      bookings: rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: iso(row.createdAt) })),
      totalCount: rows[0]?.total ?? 0,
    };
  }

  async leads(filter: Filter): Promise<{ leads: OperatorLead[]; totalCount: number }> {
    const rows = await this.oversight.leads(filter);
    return { leads: rows.map(({ total: _total, ...row }) => ({ ...row, createdAt: iso(row.createdAt) })), totalCount: rows[0]?.total ?? 0 };
  }

  /**
   * A waitlist's rows, newest first, each with when it joined in India's time (docs/decisions/0043), year included,
   * as the page and its export show it: "2026-01-05 15:30", which a spreadsheet also reads as a date and time.
   */
  async waitlist(list: Waitlist, limit = EXPORT_MAX_ROWS): Promise<OperatorWaitlist> {
    if (list === "consumers") {
      const rows = await this.oversight.consumerWaitlist(limit);
      return { columns: ["Email", "Joined"], rows: rows.map((r) => [r.email, indianDateTime(new Date(r.createdAt))]) };
    }
    const rows = await this.oversight.vendorWaitlist(limit);
    return {
      columns: ["Business", "Contact", "Phone", "Email", "Category", "City", "Joined"],
      rows: rows.map((r) => [
        r.businessName,
        r.contactName,
        r.phone,
        r.email ?? "",
        r.category,
        r.city,
        indianDateTime(new Date(r.createdAt)),
      ]),
    };
  }

  // An export's link is made by a POST that writes it to the audit log (record…Export), with the rows it holds then;
  // the GET that serves the CSV writes nothing (docs/decisions/0020, amended 2026-11-28).

  async recordBookingsExport(operator: Operator, filter: ExportFilter): Promise<void> {
    const { totalCount } = await this.bookings({ ...filter, limit: 1, offset: 0 });
    await this.recordExport(operator, "export.bookings", { ...filter, rows: Math.min(totalCount, EXPORT_MAX_ROWS) });
  }

  async recordLeadsExport(operator: Operator, filter: ExportFilter): Promise<void> {
    const { totalCount } = await this.leads({ ...filter, limit: 1, offset: 0 });
    await this.recordExport(operator, "export.leads", { ...filter, rows: Math.min(totalCount, EXPORT_MAX_ROWS) });
  }

  async recordWaitlistExport(operator: Operator, list: Waitlist): Promise<void> {
    const rows = await this.oversight.waitlistCount(list);
    await this.recordExport(operator, "export.waitlist", { list, rows: Math.min(rows, EXPORT_MAX_ROWS) });
  }

  async bookingsCsv(filter: ExportFilter): Promise<string> {
    const { bookings } = await this.bookings({ ...filter, limit: EXPORT_MAX_ROWS, offset: 0 });
    return toCsv(
      // The event's date and locality follow the columns the export always had (docs/decisions/0034).
      ["Booking", "Received", "Status", "Offering", "Offering id", "Vendor", "Vendor id", "Details", "Event date", "Locality"],
      bookings.map((b) => [
        b.id,
        indianDateTime(new Date(b.createdAt)),
        b.status,
        b.offeringName,
        b.offeringId,
        b.vendorName,
        b.vendorId,
        Object.entries(b.bookingData)
          .map(([key, value]) => `${key}: ${value}`)
          .join("; "),
        b.eventDate ?? "",
        b.locality ?? "",
      ]),
    );
  }

  async leadsCsv(filter: ExportFilter): Promise<string> {
    const { leads } = await this.leads({ ...filter, limit: EXPORT_MAX_ROWS, offset: 0 });
    return toCsv(
      ["Lead", "Received", "Offering", "Offering id", "Vendor", "Vendor id", "Shopper"],
      leads.map((l) => [
        l.id,
        indianDateTime(new Date(l.createdAt)),
        l.offeringName,
        l.offeringId,
        l.vendorName,
        l.vendorId,
        l.consumerName,
      ]),
    );
  }

  async waitlistCsv(list: Waitlist): Promise<string> {
    const { columns, rows } = await this.waitlist(list);
    return toCsv(columns, rows);
  }

  private async recordExport(operator: Operator, action: "export.bookings" | "export.leads" | "export.waitlist", detail: object) {
    await this.audit.write({
      actorId: operator.userId,
      actorName: operator.name,
      action,
      detail: Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined)),
      clientAddress: operator.clientAddress,
    });
  }
}
