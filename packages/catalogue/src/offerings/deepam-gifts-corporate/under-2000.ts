import type { OfferingSeed } from "../../types.ts";
import { bulkOrders, delivery, hamper, productDetails } from "./hamper.ts";

// Deepam Gifts & Decor corporate hampers priced above ₹1,000 up to ₹2,000.

export const HAMPERS_UNDER_2000: OfferingSeed[] = [
  hamper({
    id: "DGC2",
    title: "Brass Diya Festive Hamper",
    price: 1299,
    priceLabel: "From ₹1,299",
    summary: "A hand-polished brass diya with cashews, almonds and a box of kaju katli, packed in a maroon festive box.",
    description: [
      {
        title: "Overview",
        items: [
          "Our most-ordered Diwali hamper for teams: a solid brass diya your colleagues will light year after year, paired with dry fruits and sweets.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "1 hand-polished brass kuber diya (approx. 4 inches)",
          "100 g whole cashews in a glass jar",
          "100 g California almonds in a glass jar",
          "200 g kaju katli from a Bengaluru sweet house",
          "4 cotton wicks and a small bottle of diya oil",
          "Maroon rigid gift box with gold foil 'Shubh Deepavali' lid",
        ],
      },
      bulkOrders(15, ["Your company logo can be printed on the gift tag for orders of 50 hampers or more."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Sweets are best consumed within 10 days of delivery; dry fruits keep for 3 months."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC10",
    title: "Scented Candle & Cookie Box",
    price: 1150,
    priceLabel: "From ₹1,150",
    summary: "A sandalwood soy candle in a glass jar with a box of oat-jaggery cookies and a festive greeting card.",
    description: [
      {
        title: "Overview",
        items: ["A calm, cosy gift: a slow-burning sandalwood candle and cookies baked with jaggery instead of refined sugar."],
      },
      {
        title: "What's Included",
        items: [
          "Sandalwood and vetiver soy wax candle in a frosted glass jar (approx. 30 hours burn time)",
          "200 g oat and jaggery cookies",
          "Festive greeting card",
          "Ivory gift box with a gold ribbon",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Cookies are best within 3 weeks of delivery."]),
    ],
    occasions: ["diwali", "festive", "thank-you"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC11",
    title: "Lakshmi Pooja Thali Hamper",
    price: 2000,
    priceLabel: "From ₹2,000",
    summary: "A brass pooja thali set with haldi-kumkum holders, diya, bell and agarbatti, ready for Lakshmi pooja at home.",
    description: [
      {
        title: "Overview",
        items: ["Everything a family needs for Lakshmi pooja on Diwali evening, put together in a keepsake brass thali."],
      },
      {
        title: "What's Included",
        items: [
          "10-inch brass pooja thali with engraved border",
          "Brass haldi-kumkum holder pair",
          "Brass diya and small pooja bell",
          "Sandalwood agarbatti and a pack of camphor",
          "200 g kaju katli",
          "Red cloth pouch and festive card",
        ],
      },
      bulkOrders(20),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false, handcrafted: true }),
      productDetails(["Brass is hand-polished; a soft cloth and tamarind keep the shine."]),
    ],
    occasions: ["diwali", "dussehra", "festive"],
    imageCount: 5,
  }),
  hamper({
    id: "DGC13",
    title: "Eco Jute Bag Festive Hamper",
    price: 1450,
    priceLabel: "From ₹1,450",
    summary: "A printed jute tote filled with millet snacks, seed paper card and a plantable diya, plastic-free end to end.",
    description: [
      {
        title: "Overview",
        items: ["For companies keeping Diwali green: no plastic anywhere, and the greeting card can be planted after the festival."],
      },
      {
        title: "What's Included",
        items: [
          "Printed jute tote bag with cotton handles",
          "150 g ragi and jowar millet cookies",
          "150 g roasted makhana with pudina",
          "Plantable seed-paper greeting card (tulsi seeds)",
          "Cow-dung diya that can be composted after use",
        ],
      },
      bulkOrders(15, ["Tote bags can be screen-printed with your logo for orders of 100 or more."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false }),
      productDetails(["Snacks are best within 6 weeks of delivery."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC14",
    title: "Desk Plant Wellness Hamper",
    price: 1599,
    priceLabel: "From ₹1,599",
    summary: "A jade plant in a ceramic pot with green tea, a honey jar and roasted seeds, a gift that grows on the desk.",
    description: [
      {
        title: "Overview",
        items: ["A living gift for the workstation, with a few wholesome treats for the afternoon slump."],
      },
      {
        title: "What's Included",
        items: [
          "Jade plant in a 4-inch glazed ceramic pot",
          "25 green tea bags with tulsi",
          "150 g wild forest honey jar",
          "100 g roasted pumpkin and sunflower seed mix",
          "Plant-care card and festive note",
        ],
      },
      bulkOrders(10),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true }),
      productDetails(["Plants are packed to travel but should be unboxed on the day of delivery."]),
    ],
    occasions: ["corporate", "thank-you", "festive"],
    imageCount: 3,
  }),
  hamper({
    id: "DGC15",
    title: "Handmade Chocolate Diwali Box",
    price: 1750,
    priceLabel: "From ₹1,750",
    summary: "Twenty handmade chocolates in Indian flavours, gulab jamun, paan and filter coffee, in a gold-foil box.",
    description: [
      {
        title: "Overview",
        items: ["Made by a small chocolatier in Whitefield, with flavours that only make sense in India."],
      },
      {
        title: "What's Included",
        items: [
          "20 handmade chocolates: gulab jamun, paan, filter coffee, kesar pista and jaggery sea salt",
          "Flavour guide card",
          "Gold-foil rigid box with a magnetic lid",
        ],
      },
      bulkOrders(20),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: true, handcrafted: true }),
      productDetails(["Chocolates are packed with cooling gel and should be refrigerated on arrival.", "Best consumed within 3 weeks."]),
    ],
    occasions: ["diwali", "corporate", "thank-you"],
    imageCount: 4,
  }),
  hamper({
    id: "DGC16",
    title: "Copper Bottle Wellness Hamper",
    price: 1899,
    priceLabel: "From ₹1,899",
    summary: "A hammered copper water bottle with two copper tumblers, kahwa and dates, a wellness gift for Diwali.",
    description: [
      {
        title: "Overview",
        items: ["A practical, long-lasting gift for health-minded teams that sits on the desk every day."],
      },
      {
        title: "What's Included",
        items: [
          "Hammered copper bottle (950 ml) with a leak-proof lid",
          "2 copper tumblers",
          "50 g Kashmiri kahwa",
          "200 g Medjool dates",
          "Festive card in a velvet-lined box",
        ],
      },
      bulkOrders(15, ["Bottles can be engraved with names for orders of 25 or more."]),
      delivery({ freeSingleLocation: true, expressBangaloreOnly: false }),
      productDetails(["Copper darkens naturally with use; lemon and salt bring back the shine."]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 4,
  }),
];
