import type { OfferingSeed } from "../../types.ts";
import { bulkOrders, delivery, hamper, productDetails } from "./hamper.ts";

// Deepam Gifts & Decor corporate hampers priced above ₹4,000.

export const HAMPERS_ABOVE_4000: OfferingSeed[] = [
  hamper({
    id: "DGC6",
    title: "Leadership Diwali Luxury Hamper",
    price: 4999,
    priceLabel: "From ₹4,999",
    summary: "Our gift for leadership teams and key clients: brass urli, premium dry fruits, Belgian chocolates and a silk-lined trunk.",
    description: [
      {
        title: "Overview",
        items: [
          "Built for CXOs, board members and your most valued clients, with pieces that feel personal rather than corporate.",
          "Packed in a reusable silk-lined trunk with brass corners.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Hand-beaten brass urli (8 inches) with floating candles",
          "200 g Mamra almonds and 200 g jumbo cashews in glass jars",
          "Box of 16 Belgian chocolate pralines",
          "250 g saffron badam barfi",
          "Pair of brass kuber diyas",
          "Handwritten greeting card",
        ],
      },
      bulkOrders(10, ["Each trunk can carry a personalised name plate for the recipient."]),
      delivery({ freeSingleLocation: false, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Chocolates are packed with cooling gel through October and November.", "Barfi is best within 10 days of delivery."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC23",
    title: "Silver-Plated Diya Gift Hamper",
    price: 4200,
    priceLabel: "From ₹4,200",
    summary: "A pair of silver-plated diyas on a carved tray with kesar pista sweets, made for senior staff and clients.",
    description: [
      {
        title: "Overview",
        items: ["An elegant gift for senior staff and clients, with silver-plated diyas that double as decor all year."],
      },
      {
        title: "What's Included",
        items: [
          "Pair of silver-plated diyas",
          "Carved silver-plated tray (8 inches)",
          "250 g kesar pista barfi",
          "Box of 12 saffron almonds",
          "Velvet-lined gift box with a festive card",
        ],
      },
      bulkOrders("may apply"),
      delivery({ freeSingleLocation: false, expressBangaloreOnly: false }),
      productDetails(["Silver plating is anti-tarnish coated; wipe with a dry cloth."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC24",
    title: "Handcrafted Wooden Chest Hamper",
    price: 4599,
    priceLabel: "From ₹4,599",
    summary: "A carved rosewood-finish chest with dry fruits, artisanal chocolates and a brass Ganesha idol.",
    description: [
      {
        title: "Overview",
        items: ["A carved wooden chest the recipient keeps for years, filled with festive treats and a small brass Ganesha."],
      },
      {
        title: "What's Included",
        items: [
          "Carved wooden chest with a rosewood finish and brass latch",
          "3-inch brass Ganesha idol",
          "200 g cashews and 200 g almonds",
          "Bar of 70% dark chocolate with orange peel",
          "200 g dry-fruit chikki",
          "Festive card",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true, handcrafted: true }),
      productDetails(["Carving patterns vary slightly as each chest is made by hand."]),
    ],
    occasions: ["diwali", "corporate", "thank-you"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC25",
    title: "Bidriware Keepsake Festive Hamper",
    price: 5499,
    priceLabel: "From ₹5,499",
    summary: "A Bidriware trinket box from Bidar with silver inlay, saffron, dry fruits and sweets in a silk-lined case.",
    description: [
      {
        title: "Overview",
        items: ["Bidriware is one of Karnataka's oldest crafts; each box is inlaid with pure silver by artisans in Bidar."],
      },
      {
        title: "What's Included",
        items: [
          "Bidriware trinket box with silver inlay (4 inches)",
          "1 g Kashmiri saffron",
          "200 g Mamra almonds",
          "250 g kaju katli",
          "Silk-lined presentation case and a note on the craft",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Every Bidri piece is unique; inlay patterns differ from box to box."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC26",
    title: "Kansa Tableware Festive Hamper",
    price: 5999,
    priceLabel: "From ₹5,999",
    summary: "A kansa bronze thali, bowls and glass from Odisha with premium dry fruits, a gift with real heft.",
    description: [
      {
        title: "Overview",
        items: ["Kansa (bronze) tableware has been prized in Indian homes for generations; this set is made in Odisha."],
      },
      {
        title: "What's Included",
        items: [
          "Kansa thali (11 inches)",
          "2 kansa katoris and 1 kansa glass",
          "200 g pistachios and 200 g cashews",
          "250 g motichoor laddoos",
          "Care guide and festive card in a wooden box",
        ],
      },
      bulkOrders(15),
      delivery({ freeSingleLocation: false, expressBangaloreOnly: false }),
      productDetails(["Kansa should be hand-washed and dried; avoid lemon and vinegar."]),
    ],
    occasions: ["diwali", "dussehra", "festive"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC28",
    title: "Grand Celebration Trunk Hamper",
    price: 6500,
    priceLabel: "From ₹6,500",
    summary: "Our biggest hamper: brass diyas, urli, dry fruits, sweets, chocolates and kahwa in a hand-painted trunk.",
    description: [
      {
        title: "Overview",
        items: [
          "Everything Diwali in one hand-painted trunk, for your most important clients and partners.",
          "Each trunk is assembled and checked by hand before it leaves our Indiranagar studio.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Hand-painted wooden trunk",
          "Pair of brass kuber diyas and an 8-inch brass urli",
          "250 g each of almonds, cashews and pistachios",
          "250 g kaju katli and 250 g Mysore pak",
          "Box of 16 handmade chocolates",
          "50 g Kashmiri kahwa",
          "Handwritten greeting card",
        ],
      },
      bulkOrders(10, ["Trunks can carry a brass name plate or your company logo at no extra cost."]),
      delivery({ freeSingleLocation: false, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Sweets are best within 10 days; chocolates should be refrigerated on arrival."]),
    ],
    occasions: ["diwali", "corporate", "thank-you", "festive"],
    imageCount: 5,
  }),
];
