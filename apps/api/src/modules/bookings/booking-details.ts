import type { BookingAttribute, VendorDashboard } from "@utsav/domain";

/** What the consumer entered, in the order of the offering's booking fields and with their labels; other keys follow as given. */
export function bookingDetails(
  data: Record<string, string>,
  fields: readonly BookingAttribute[],
): VendorDashboard["latestBookings"][number]["details"] {
  const labelled = fields.flatMap((f) => {
    const value = data[f.field];
    return value === undefined || value === "" ? [] : [{ label: f.label, value }];
  });
  const known = new Set(fields.map((f) => f.field));
  const rest = Object.entries(data)
    .filter(([field, value]) => !known.has(field) && value !== "")
    .map(([label, value]) => ({ label, value }));
  return [...labelled, ...rest];
}
