import { COMMON_COPY } from "../shared/common-words.ts";

// The operations console's sections, as its navigation names them (docs/decisions/0020). Apart from each section's
// words so that every console page, which shows the navigation, carries only these.

export const OPS_NAV_COPY = {
  label: "Operations",
  overview: "Overview",
  vendors: "Vendors",
  activity: COMMON_COPY.bookingsAndLeads,
  waiting: "Waiting",
  waitlists: "Waitlists",
  audit: "Audit log",
  operators: "Operators",
  /** Reviews to moderate, and each vendor's rating and answers (docs/decisions/0060). */
  reviews: "Reviews",
  standing: "Standing",
} as const;
