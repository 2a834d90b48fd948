import type { OfferingSeed } from "../../types.ts";
import { bulkOrders, delivery, hamper, productDetails } from "./hamper.ts";

// Deepam Gifts & Decor corporate hampers priced below ₹550 (the under-500 collection's rule).

export const HAMPERS_UNDER_500: OfferingSeed[] = [
  hamper({
    id: "DGC3",
    title: "Kaju Katli Thank-You Box",
    price: 525,
    priceLabel: "From ₹525",
    summary: "A neat box of silver-leaf kaju katli with a printed thank-you card, made for large teams and vendor partners.",
    description: [
      {
        title: "Overview",
        items: [
          "A simple, sweet way to say thank you to every person on the floor, from interns to housekeeping staff.",
          "Sized to fit a desk drawer and easy to hand out at a town hall.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "250 g kaju katli with edible silver leaf",
          "Printed 'Thank You for a Wonderful Year' card",
          "Ivory sleeve box with a satin ribbon",
        ],
      },
      bulkOrders(30, ["The card message can be changed to your own words at no extra cost."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Best consumed within 10 days of delivery. Store in a cool, dry place."]),
    ],
    occasions: ["thank-you", "diwali", "corporate"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC7",
    title: "Diya & Dry Fruit Mini Box",
    price: 499,
    priceLabel: "From ₹499",
    summary: "Two hand-painted terracotta diyas with roasted cashews and almonds, our most budget-friendly Diwali gift.",
    description: [
      {
        title: "Overview",
        items: ["A compact festive box that works for large teams and budgets under ₹500 per person."],
      },
      {
        title: "What's Included",
        items: [
          "2 hand-painted terracotta diyas",
          "75 g roasted and salted cashews",
          "75 g roasted almonds",
          "Printed Diwali card",
          "Window-lid box with a marigold print",
        ],
      },
      bulkOrders(30, ["Popular with teams of 200 and more; tell us your headcount and we will plan dispatch in batches."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Each terracotta diya is painted by hand, so colours vary slightly."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 4,
  }),
];
