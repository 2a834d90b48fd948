// The delivery, bulk-order and policy sections of Nanna Naturals' festive hampers.

export const DELIVERY = {
  title: "Delivery",
  items: [
    "Bangalore express delivery takes 2-4 working days.",
    "A gift note or card can be added to your hamper at no extra cost.",
    "Images may differ from the product by 10-15%.",
  ],
};

export const BULK = {
  title: "Bulk Orders",
  items: ["Discounts apply from 100+ hampers.", "Share your quantity and delivery date with us and we will send a quote for your team."],
};

export const POLICY = {
  title: "Payment & Cancellation Policy",
  items: [
    "Orders are freshly packed, so they cannot be cancelled by the customer once placed (no self-cancellation).",
    "Report any shortfall or damage within 24 hours of delivery, with a photo of the package.",
    "We investigate every report within ten days and replace or refund what is confirmed.",
  ],
};
