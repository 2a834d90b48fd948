import type { OfferingSeed } from "../../types.ts";

// The delivery and order sections of Deepam Gifts & Decor's personal hampers (catalogue §9 gift hampers and delivery).

type Section = OfferingSeed["description"][number];

export const PAN_INDIA = "Ships Pan India to any address with a working PIN code.";

interface DeliveryOptions {
  /** Express charge for this hamper in rupees, or a full line where it varies by option. */
  express: 250 | 400 | string;
  /** The service-area line: PAN_INDIA, or a Bangalore-only line with its reason. */
  area: string;
  /** Handcrafted hampers recommend 3 working days (catalogue §9). */
  handcrafted?: boolean;
}

export function delivery({ express, area, handcrafted }: DeliveryOptions): Section {
  const items = [
    "Standard delivery is free; your hamper is dispatched in 3-4 working days.",
    typeof express === "number" ? `Express delivery for this hamper is ₹${express}, with at least 24 hours' notice.` : express,
    "Express charges range from ₹200 to ₹400 depending on the size of the hamper.",
    area,
  ];
  if (handcrafted) {
    items.push("This hamper is handcrafted to order, so we recommend placing it at least 3 working days ahead.");
  }
  return { title: "Delivery & Service Area", items };
}

export function orderInfo(extra: string[] = []): Section {
  return {
    title: "Order Info",
    items: [
      ...extra,
      "A gift note or card with your own message can be added at checkout.",
      "Images may differ from the actual product by 10-15%.",
      "Full refund if cancelled 24 hours or more before delivery.",
    ],
  };
}
