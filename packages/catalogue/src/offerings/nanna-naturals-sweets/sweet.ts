import type { OfferingSeed } from "../../types.ts";

// A Nanna Naturals sweet box and the sections every one of them carries.

const DELIVERY = {
  title: "Delivery",
  items: ["Bangalore express delivery takes 2-4 working days.", "A gift note or card can be added to your box."],
};

const BULK = {
  title: "Bulk Orders",
  items: [
    "Discounts apply from 100+ hampers.",
    "Sweet boxes for a large team can be added to a bulk hamper order; tell us your quantity on the call.",
  ],
};

const POLICY = {
  title: "Payment & Cancellation Policy",
  items: [
    "Sweets are made fresh for each order, so there is no self-cancellation once the order is placed.",
    "Report any shortfall or damage within 24 hours of delivery, with a photo of the box.",
    "We investigate every report within ten days and replace or refund what is confirmed.",
  ],
};

const ORDER_INFO = {
  title: "Order Info",
  items: [
    "Call or WhatsApp us to place your order; we confirm the quantity and delivery date on the same call.",
    "Sweets are made in our Jayanagar kitchen after the order is confirmed.",
  ],
};

export function sweet(
  id: string,
  title: string,
  price: number,
  priceLabel: string,
  summary: string,
  overview: string[],
  details: string[],
  occasions: string[],
  rating: number,
  totalClients: number,
  totalReviews: number,
  imageCount: number,
): OfferingSeed {
  return {
    id,
    title,
    vendor: "nanna-naturals",
    category: "sweets",
    subCategory: "all",
    price,
    priceLabel,
    offeringType: "call",
    summary,
    description: [{ title: "Overview", items: overview }, { title: "Product Details", items: details }, ORDER_INFO, DELIVERY, BULK, POLICY],
    occasions,
    rating,
    totalClients,
    totalReviews,
    whatsappMessage: `Hi, I would like to order the ${title} (${id}). Could you share the details?`,
    motif: "sweets",
    imageCount,
  };
}
