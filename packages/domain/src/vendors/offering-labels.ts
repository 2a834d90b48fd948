// An offering's fields' names in messages and on the editor: the schema and the browser's checks both say them.
// Apart from offering.ts so that a page that only names a field (a quote's price) does not carry the offering's rules.

/** `priceField` labels a vendor's price in rupees, on an offering and on a quote. */
export const VENDOR_OFFERING_LABELS = {
  title: "Title",
  price: "Price",
  priceField: "Price (₹)",
  priceLabel: "Price label",
  summary: "Summary",
} as const;
