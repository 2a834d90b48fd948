import type { OfferingSeed } from "../../types.ts";
import { bulkOrders, delivery, hamper, productDetails } from "./hamper.ts";

// Deepam Gifts & Decor corporate hampers priced from ₹550 up to ₹1,000.

export const HAMPERS_UNDER_1000: OfferingSeed[] = [
  hamper({
    id: "DGC5",
    title: "Chai Time Festive Hamper",
    price: 650,
    priceLabel: "From ₹650",
    summary: "Masala chai, Assam CTC and crisp nankhatai in a kraft box, a warm little Diwali treat for every desk.",
    description: [
      {
        title: "Overview",
        items: ["For teams that run on chai: two teas and a pack of ghee nankhatai, packed to survive the office pantry."],
      },
      {
        title: "What's Included",
        items: [
          "100 g Assam CTC tea in a tin",
          "50 g masala chai blend with cardamom, ginger and clove",
          "150 g ghee nankhatai",
          "Kraft gift box with a hand-tied jute string and diya tag",
        ],
      },
      bulkOrders(30),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Nankhatai are best within 3 weeks; teas keep for 12 months sealed."]),
    ],
    occasions: ["diwali", "corporate", "thank-you"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC8",
    title: "Mysore Pak & Mixture Hamper",
    price: 999,
    priceLabel: "From ₹999",
    summary: "Soft ghee Mysore pak, spicy Bangalore mixture and kodubale in a festive tin, a true taste of Karnataka.",
    description: [
      {
        title: "Overview",
        items: [
          "A Karnataka classic for Deepavali: sweets and savouries sourced from a Basavanagudi sweet house that has been frying since 1962.",
        ],
      },
      {
        title: "What's Included",
        items: ["250 g ghee Mysore pak", "200 g Bangalore mixture", "150 g crunchy kodubale", "Printed festive tin with a rangoli lid"],
      },
      bulkOrders(15),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Mysore pak is best within 10 days; savouries within 3 weeks."]),
    ],
    occasions: ["diwali", "dussehra", "corporate"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC9",
    title: "Coffee Lover's Diwali Crate",
    price: 1000,
    priceLabel: "From ₹1,000",
    summary: "Chikmagalur filter coffee with a steel tumbler and dabara set and butter biscuits, in a pine-wood crate.",
    description: [
      {
        title: "Overview",
        items: ["Straight from the estates of Chikmagalur to your team's morning: a filter-coffee kit that feels like home."],
      },
      {
        title: "What's Included",
        items: [
          "250 g Chikmagalur filter coffee powder (80:20 coffee-chicory)",
          "Stainless steel tumbler and dabara set",
          "150 g Karachi-style butter biscuits",
          "Small pine-wood crate with a festive label",
        ],
      },
      bulkOrders("may apply"),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false }),
      productDetails(["Coffee is ground fresh for each order and is best used within 2 months."]),
    ],
    occasions: ["diwali", "corporate", "thank-you"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC12",
    title: "Roasted Almond Pouch Set",
    price: 749,
    priceLabel: "From ₹749",
    summary: "Three flavoured almond pouches, peri-peri, honey and Himalayan salt, in a slim gift box for the whole team.",
    description: [
      {
        title: "Overview",
        items: ["A healthy snack gift that people actually finish: three roasted almond flavours in resealable pouches."],
      },
      {
        title: "What's Included",
        items: [
          "80 g peri-peri roasted almonds",
          "80 g honey-roasted almonds",
          "80 g Himalayan salt almonds",
          "Slim gift box with a Diwali sleeve",
        ],
      },
      bulkOrders("may apply"),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Pouches are resealable and keep for 3 months unopened."]),
    ],
    occasions: ["diwali", "corporate"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC27",
    title: "Diwali Namkeen Snack Basket",
    price: 850,
    priceLabel: "From ₹850",
    summary: "Chakli, khara boondi, masala peanuts and banana chips in a small cane basket, a crunchy team favourite.",
    description: [
      {
        title: "Overview",
        items: ["Not everyone wants sweets: a savoury Diwali basket that disappears fast at the office party."],
      },
      {
        title: "What's Included",
        items: [
          "150 g butter chakli",
          "150 g khara boondi",
          "150 g masala peanuts",
          "150 g Kerala banana chips",
          "Small cane basket with a festive tag",
        ],
      },
      bulkOrders(20),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Namkeen is best within 3 weeks of delivery."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 3,
  }),
];
