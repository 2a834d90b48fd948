import { NO_RESPONSES, RESPONSIVENESS_ANSWER_HOURS, RESPONSIVENESS_WINDOW_DAYS, responsivenessFigures } from "@utsav/domain";
import type { VendorResponsiveness } from "@utsav/domain";
import type { ResponsivenessRepository } from "./responsiveness-repository.ts";

// Each vendor's response time and answer rate, for operators (issue 40; docs/decisions/0055).

export class ResponsivenessService {
  constructor(private readonly repository: ResponsivenessRepository) {}

  /** The figures of each of these vendors, in one query: a vendor nothing reached has empty figures. */
  async of(vendorIds: readonly string[]): Promise<Map<string, VendorResponsiveness>> {
    const rows = await this.repository.counts(vendorIds, {
      windowDays: RESPONSIVENESS_WINDOW_DAYS,
      answerHours: RESPONSIVENESS_ANSWER_HOURS,
    });
    const figures = new Map<string, VendorResponsiveness>(
      vendorIds.map((id) => [id, { windowDays: RESPONSIVENESS_WINDOW_DAYS, bookings: NO_RESPONSES, briefs: NO_RESPONSES }]),
    );
    for (const row of rows) {
      const vendor = figures.get(row.vendorId);
      if (!vendor) continue;
      vendor[row.kind === "booking" ? "bookings" : "briefs"] = responsivenessFigures(row);
    }
    return figures;
  }
}
