import type { OfferingSeed } from "../../types.ts";

// The sections every House of Corporate Gifts hamper carries.
// Terms for this vendor (catalogue §9): Bangalore only; lead time 1 week; minimum order 10 units;
// no cancellation after confirmation; GST and shipping extra; images may differ by 10-15%; gift note or card available.

const VENDOR = "house-of-corporate-gifts";

interface HamperCopy {
  overview: string[];
  included: string[];
  details: string[];
  /** Extra ordering notes specific to the hamper (branding, mixing variants, and so on). */
  orderNotes?: string[];
}

export function hamperSections(copy: HamperCopy): OfferingSeed["description"] {
  return [
    { title: "Overview", items: copy.overview },
    { title: "What's Included", items: copy.included },
    {
      title: "Product Details",
      items: [
        ...copy.details,
        "A gift note or card can be added; share your message when you confirm the order.",
        "Images may differ from the actual product by 10-15%.",
      ],
    },
    {
      title: "Order Info",
      items: [
        "Minimum order: 10 units.",
        "Lead time: 1 week from order confirmation.",
        "Call us with your headcount, delivery addresses and gift-note text, and we will confirm the order with you.",
        ...(copy.orderNotes ?? []),
      ],
    },
    {
      title: "Delivery & Service Area",
      items: [
        "Delivery within Bangalore only.",
        "We deliver to your office or to individual team members' addresses across the city.",
        "Shipping is charged extra.",
      ],
    },
    {
      title: "Payment & Cancellation Policy",
      items: ["GST and shipping are extra.", "Orders cannot be cancelled after confirmation."],
    },
  ];
}

export const common = {
  vendor: VENDOR,
  category: "gifts",
  subCategory: "corporate",
  offeringType: "call",
  motif: "hamper",
} as const;
