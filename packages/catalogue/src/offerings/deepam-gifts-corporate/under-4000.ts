import type { OfferingSeed } from "../../types.ts";
import { bulkOrders, delivery, hamper, productDetails } from "./hamper.ts";

// Deepam Gifts & Decor corporate hampers priced above ₹2,000 up to ₹4,000.

export const HAMPERS_UNDER_4000: OfferingSeed[] = [
  hamper({
    id: "DGC4",
    title: "Premium Dry Fruit Tray Hamper",
    price: 2250,
    priceLabel: "From ₹2,250",
    summary: "A four-compartment sheesham wood tray filled with almonds, cashews, pistachios and golden raisins.",
    description: [
      {
        title: "Overview",
        items: [
          "The tray is the gift: a sheesham wood serving tray with four compartments that stays on the dining table long after the dry fruits are gone.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Sheesham wood tray with four compartments and a clear acrylic lid",
          "125 g California almonds",
          "125 g W240 cashews",
          "125 g salted Iranian pistachios",
          "125 g golden raisins",
          "Gold-printed Diwali greeting card",
        ],
      },
      bulkOrders(20, ["Trays can be laser-engraved with your company name for orders of 100 or more."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false }),
      productDetails(["Wood grain and tone vary from tray to tray.", "Dry fruits are vacuum-sealed and keep for 3 months unopened."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC17",
    title: "Urli & Floating Candle Hamper",
    price: 2750,
    priceLabel: "From ₹2,750",
    summary: "A brass-finish urli with floating candles, dried rose petals and a box of motichoor laddoos for Diwali.",
    description: [
      {
        title: "Overview",
        items: ["An urli brightens any home entrance during Deepavali; fill it with water, petals and candles and it is done."],
      },
      {
        title: "What's Included",
        items: [
          "10-inch brass-finish urli bowl",
          "6 floating candles",
          "Pouch of dried rose and marigold petals",
          "250 g motichoor laddoos",
          "Festive card",
        ],
      },
      bulkOrders("may apply"),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Laddoos are best within 7 days of delivery."]),
    ],
    occasions: ["diwali", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC18",
    title: "Silk-Wrapped Sweets Trunk",
    price: 2499,
    priceLabel: "From ₹2,499",
    summary: "A small trunk wrapped in Mysore silk with kaju rolls, badam barfi and dry-fruit laddoos inside.",
    description: [
      {
        title: "Overview",
        items: ["A traditional sweets gift dressed in a Mysore silk wrap, reusable as a jewellery or keepsake box."],
      },
      {
        title: "What's Included",
        items: [
          "Wooden trunk wrapped in Mysore silk with a zari border",
          "200 g kaju pista rolls",
          "200 g badam barfi",
          "6 dry-fruit laddoos with dates and figs",
          "Handwritten festive card",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true, handcrafted: true }),
      productDetails(["Sweets are best within 10 days. Silk colours vary by batch."]),
    ],
    occasions: ["diwali", "dussehra", "corporate"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC19",
    title: "Tea Estate Collection Hamper",
    price: 2999,
    priceLabel: "From ₹2,999",
    summary: "Darjeeling, Nilgiri and Assam teas with a glass infuser teapot and almond biscotti, for the tea connoisseurs.",
    description: [
      {
        title: "Overview",
        items: ["Three of India's great tea regions in one box, with a glass teapot to brew them properly."],
      },
      {
        title: "What's Included",
        items: [
          "50 g Darjeeling first-flush tea",
          "50 g Nilgiri frost tea",
          "50 g Assam orthodox tea",
          "Glass teapot with a steel infuser (600 ml)",
          "150 g almond biscotti",
          "Tasting notes card",
        ],
      },
      bulkOrders(15),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false }),
      productDetails(["Teas keep for 12 months sealed; biscotti for 4 weeks."]),
    ],
    occasions: ["diwali", "corporate", "thank-you"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC20",
    title: "Channapatna Toys Family Hamper",
    price: 3250,
    priceLabel: "From ₹3,250",
    summary: "Lacquered Channapatna wooden toys for the kids, sweets for the family, a Diwali gift for employees' homes.",
    description: [
      {
        title: "Overview",
        items: ["A gift the whole family opens together: GI-tagged Channapatna toys made with vegetable dyes, plus sweets for everyone."],
      },
      {
        title: "What's Included",
        items: [
          "Channapatna spinning top and stacking ring set",
          "Channapatna rattle or pull-along toy",
          "250 g assorted Bengali sweets",
          "Box of 6 hand-painted diyas",
          "Cane basket with a festive card",
        ],
      },
      bulkOrders(20),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true, handcrafted: true }),
      productDetails(["Toys are finished with natural lacquer and are safe for children above 1 year."]),
    ],
    occasions: ["diwali", "festive", "corporate"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC21",
    title: "Spice Route Kitchen Hamper",
    price: 3850,
    priceLabel: "From ₹3,850",
    summary: "Kerala pepper, cardamom, Kashmiri saffron and A2 ghee in glass jars, a gift for the home cooks on your team.",
    description: [
      {
        title: "Overview",
        items: ["For the team members who love to cook: whole spices and pantry luxuries sourced from the farms that grow them."],
      },
      {
        title: "What's Included",
        items: [
          "50 g Malabar black pepper",
          "25 g green cardamom from Idukki",
          "1 g Kashmiri saffron",
          "250 ml A2 cow ghee",
          "100 g Salem turmeric powder",
          "Acacia wood spice spoon and recipe card",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: false, expressBangaloreOnly: false }),
      productDetails(["Spices keep for 12 months sealed; ghee for 6 months."]),
    ],
    occasions: ["diwali", "festive", "thank-you"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC22",
    title: "Brass Lamp & Dry Fruit Hamper",
    price: 3500,
    priceLabel: "From ₹3,500",
    summary: "A tall brass kuthu vilakku with premium dry fruits and a box of dry-fruit sweets in a wooden crate.",
    description: [
      {
        title: "Overview",
        items: ["A South Indian kuthu vilakku that will be lit at every festival, paired with generous dry fruits."],
      },
      {
        title: "What's Included",
        items: [
          "9-inch brass kuthu vilakku with five wicks",
          "150 g almonds, 150 g cashews and 150 g pistachios",
          "200 g anjeer barfi",
          "Wooden crate with a jute lining and festive card",
        ],
      },
      bulkOrders(15),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true, handcrafted: true }),
      productDetails(["Barfi is best within 10 days; dry fruits keep for 3 months."]),
    ],
    occasions: ["diwali", "dussehra", "corporate"],
    imageCount: 4,
  }),
];
