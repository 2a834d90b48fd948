import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Christmas.

export const CHRISTMAS_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP7",
    title: "Christmas Plum Cake Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 1650,
    priceLabel: "From ₹1,650",
    offeringType: "buy",
    summary: "A rich rum-soaked plum cake from a Frazer Town bakery with rose cookies and a hanging star ornament.",
    description: [
      {
        title: "Overview",
        items: [
          "The classic Bangalore Christmas treat, baked fresh in the week of dispatch.",
          "Packed in a red tin with a gold star and a sprig of faux pine.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Rum-soaked plum cake (500 g)",
          "Crisp rose cookies (achappam), 200 g",
          "Kulkuls (150 g)",
          "Wooden hanging star ornament",
          "Merry Christmas card",
        ],
      },
      delivery({ express: 250, area: "Delivered within Bangalore only, so the cake reaches you fresh." }),
      orderInfo(["A non-alcoholic plum cake is available on request; mention it in the gift note."]),
    ],
    occasions: ["christmas"],
    rating: 4.3,
    totalClients: 245,
    totalReviews: 170,
    whatsappMessage: "Hi, I have a question about the Christmas Plum Cake Hamper.",
    motif: "hamper",
    imageCount: 3,
  },
  {
    id: "DGP20",
    title: "Christmas Wreath & Cookie Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 2350,
    priceLabel: "From ₹2,350",
    offeringType: "buy",
    summary: "A handmade door wreath of pine, cones and berries with gingerbread cookies and a cinnamon candle.",
    description: [
      {
        title: "Overview",
        items: [
          "Bring the season home with a wreath made in our studio and a tin of fresh-baked cookies.",
          "The wreath uses dried pine and cones, so it lasts the whole season.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Handmade 12-inch door wreath with pine cones and red berries",
          "Gingerbread cookies (200 g)",
          "Cinnamon and orange candle",
          "Hot chocolate mix (150 g)",
          "Merry Christmas card",
        ],
      },
      delivery({
        express: 250,
        area: "Delivered within Bangalore only, so the wreath arrives in shape.",
        handcrafted: true,
      }),
      orderInfo(),
    ],
    occasions: ["christmas", "festive"],
    rating: 4.4,
    totalClients: 92,
    totalReviews: 61,
    whatsappMessage: "Hi, I have a question about the Christmas Wreath & Cookie Hamper.",
    motif: "hamper",
    imageCount: 4,
  },
  {
    id: "DGP31",
    title: "Grand Christmas Celebration Basket",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 11499,
    priceLabel: "From ₹11,499",
    offeringType: "buy",
    summary: "A big wicker basket of plum cake, stollen, cookies, cheeses, jams and ornaments for a family Christmas.",
    description: [
      {
        title: "Overview",
        items: [
          "A full Christmas spread in one basket, made for family get-togethers.",
          "Baked goods come fresh from our partner bakery in Frazer Town.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Rich plum cake (1 kg)",
          "Marzipan stollen (500 g)",
          "Assorted Christmas cookies (400 g)",
          "Two Indian artisanal cheeses (150 g each)",
          "Strawberry and orange marmalade jars",
          "Set of 6 glass ornaments",
          "Pair of red pillar candles",
          "Merry Christmas card",
        ],
      },
      delivery({ express: 400, area: "Delivered within Bangalore only, so the cakes and cheese reach you fresh." }),
      orderInfo(),
    ],
    occasions: ["christmas", "festive"],
    rating: 4.7,
    totalClients: 54,
    totalReviews: 38,
    whatsappMessage: "Hi, I have a question about the Grand Christmas Celebration Basket.",
    motif: "hamper",
    imageCount: 5,
  },
];
