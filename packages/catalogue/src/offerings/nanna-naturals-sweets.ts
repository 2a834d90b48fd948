import type { OfferingSeed } from "../types.ts";

// Small-batch sweets from Nanna Naturals (natural-foods vendor), NNS1 to NNS11.

const DELIVERY = {
  title: "Delivery",
  items: [
    "Bangalore express delivery takes 2-4 working days.",
    "A gift note or card can be added to your box.",
  ],
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

function sweet(
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

export const NANNA_SWEET_OFFERINGS: OfferingSeed[] = [
  sweet(
    "NNS1",
    "Jaggery Besan Laddoo Box",
    249,
    "From ₹249",
    "Slow-roasted gram flour laddoos bound with desi ghee and organic jaggery, just like the ones from Ajji's kitchen.",
    [
      "Our bestselling laddoo: besan roasted on a low flame until nutty, then sweetened with Mandya jaggery instead of sugar.",
      "Soft, crumbly and not too sweet, with a hint of cardamom.",
    ],
    [
      "Box of 8 laddoos, about 250 g",
      "Ingredients: gram flour, desi ghee, organic jaggery, cardamom, cashew bits",
      "Best eaten within 15 days; store in a cool, dry place",
    ],
    ["diwali", "festive", "birthday"],
    4.7,
    1340,
    236,
    4,
  ),
  sweet(
    "NNS2",
    "Anjeer Dry-Fruit Barfi",
    349,
    "From ₹349",
    "Sugar-free barfi of figs, dates, almonds and pistachios, pressed by hand and cut into neat diamonds.",
    [
      "A rich, chewy barfi made entirely from dried figs and dates, with no added sugar or jaggery.",
      "Loaded with almonds, cashews and pistachios, and a favourite with diabetic elders in the family.",
    ],
    [
      "Box of 12 pieces, about 250 g",
      "Ingredients: dried figs, seedless dates, almonds, cashews, pistachios, a little desi ghee",
      "Keeps for 30 days at room temperature",
    ],
    ["diwali", "birthday", "thank-you"],
    4.8,
    960,
    174,
    5,
  ),
  sweet(
    "NNS3",
    "Millet Mysore Pak",
    299,
    "From ₹299",
    "Melt-in-the-mouth Mysore pak made with foxtail millet flour, desi ghee and jaggery instead of besan and sugar.",
    [
      "Our twist on Bengaluru's favourite sweet: foxtail millet and gram flour cooked in generous desi ghee until porous and golden.",
      "Sweetened with jaggery, so it has a deeper, caramel-like flavour.",
    ],
    [
      "Box of 10 pieces, about 250 g",
      "Ingredients: foxtail millet flour, gram flour, desi ghee, jaggery",
      "Best eaten within 20 days",
    ],
    ["diwali", "festive", "dussehra"],
    4.6,
    1080,
    190,
    4,
  ),
  sweet(
    "NNS4",
    "Coconut Jaggery Burfi",
    279,
    "From ₹279",
    "Fresh grated coconut cooked down with jaggery and cardamom into soft, golden-brown burfi squares.",
    [
      "Made with fresh coconut from Tiptur, grated in our kitchen the morning we cook.",
      "A simple, homely sweet that goes well with a cup of filter coffee.",
    ],
    [
      "Box of 12 squares, about 250 g",
      "Ingredients: fresh coconut, organic jaggery, cardamom, desi ghee",
      "Best eaten within 7 days; refrigerate after opening",
    ],
    ["festive", "birthday", "thank-you"],
    4.5,
    720,
    128,
    3,
  ),
  sweet(
    "NNS5",
    "Palm Jaggery Kaju Katli",
    399,
    "From ₹399",
    "Silky kaju katli made with premium cashews and palm jaggery, finished with edible silver leaf for Diwali.",
    [
      "The festive classic, made the slow way with soaked and ground W240 cashews.",
      "We use palm jaggery (karupatti) instead of white sugar, which gives the katli a gentle, earthy sweetness.",
    ],
    [
      "Box of 16 pieces, about 250 g",
      "Ingredients: cashews, palm jaggery, desi ghee, edible silver leaf",
      "Keeps for 21 days at room temperature",
    ],
    ["diwali", "corporate", "festive"],
    4.9,
    1520,
    281,
    5,
  ),
  sweet(
    "NNS6",
    "Date Delight Pack",
    0,
    "From ₹299",
    "Hand-rolled date rolls studded with almonds, pistachios and toasted coconut, in packs of 4 or 8.",
    [
      "Soft date rolls made from seedless dates with roasted almonds and pistachios, then rolled in toasted coconut.",
      "Naturally sweet, with nothing added, and an easy gift for friends who avoid sugar.",
    ],
    [
      "Pack of 4 date rolls: ₹299",
      "Pack of 8 date rolls: ₹499",
      "Ingredients: seedless dates, almonds, pistachios, desiccated coconut, poppy seeds",
      "Keeps for 30 days in an airtight container",
    ],
    ["diwali", "thank-you", "corporate"],
    4.7,
    890,
    152,
    4,
  ),
  sweet(
    "NNS7",
    "Ragi Sesame Ellu Unde",
    269,
    "From ₹269",
    "Crunchy laddoos of roasted ragi, black sesame and jaggery, a Sankranti favourite made for every season.",
    [
      "A wholesome Karnataka sweet made with roasted finger millet, black sesame and a touch of groundnut.",
      "Rich in calcium and iron, and a great after-school snack for children.",
    ],
    [
      "Box of 10 laddoos, about 250 g",
      "Ingredients: ragi flour, black sesame, groundnuts, organic jaggery, cardamom",
      "Best eaten within 20 days",
    ],
    ["festive", "birthday"],
    4.5,
    610,
    104,
    3,
  ),
  sweet(
    "NNS8",
    "No-Sugar Dry Fruit Laddoo",
    369,
    "From ₹369",
    "Laddoos of dates, almonds, walnuts and cashews with a hint of nutmeg, with no sugar or jaggery at all.",
    [
      "Our most-asked-for sweet for elders and fitness-minded friends: every bit of sweetness comes from dates.",
      "Packed with walnuts, almonds, cashews, melon seeds and a little ghee.",
    ],
    [
      "Box of 10 laddoos, about 250 g",
      "Ingredients: dates, almonds, walnuts, cashews, melon seeds, desi ghee, nutmeg",
      "Keeps for 30 days at room temperature",
    ],
    ["diwali", "birthday", "corporate"],
    4.8,
    780,
    139,
    5,
  ),
  sweet(
    "NNS9",
    "Peanut Jaggery Chikki Squares",
    259,
    "From ₹259",
    "Thin, crackly chikki of roasted peanuts and jaggery, cut into squares and wrapped in butter paper.",
    [
      "Made the Lonavala way, but with Karnataka peanuts and organic jaggery cooked to a perfect crack.",
      "Crisp without being hard on the teeth, and a snack that disappears quickly at office tea breaks.",
    ],
    [
      "Box of 16 squares, about 250 g",
      "Ingredients: roasted peanuts, organic jaggery, a little desi ghee",
      "Keeps for 45 days in an airtight container",
    ],
    ["festive", "thank-you", "corporate"],
    4.4,
    540,
    87,
    3,
  ),
  sweet(
    "NNS10",
    "Gulkand Coconut Laddoo",
    329,
    "From ₹329",
    "Soft coconut laddoos with a heart of rose-petal gulkand and a sprinkle of pistachio on top.",
    [
      "Fresh coconut laddoos filled with home-made gulkand from Desi roses, sweetened with jaggery.",
      "Cooling, fragrant and pretty to look at, so they are a hit at birthdays and poojas.",
    ],
    [
      "Box of 9 laddoos, about 250 g",
      "Ingredients: fresh coconut, gulkand, organic jaggery, milk solids, pistachio",
      "Best eaten within 7 days; refrigerate after opening",
    ],
    ["birthday", "festive", "thank-you"],
    4.6,
    470,
    81,
    4,
  ),
  sweet(
    "NNS11",
    "Festive Sweets Sampler Box",
    379,
    "From ₹379",
    "A tasting box of our best sweets: besan laddoo, millet Mysore pak, coconut burfi, kaju katli and a date roll.",
    [
      "Can't decide? This sampler brings together a little of everything our kitchen makes for Diwali.",
      "Packed in a sectioned box so each sweet keeps its shape and flavour.",
    ],
    [
      "Box of 10 pieces, about 300 g: 2 besan laddoos, 2 Mysore pak, 2 coconut burfi, 2 kaju katli, 2 date rolls",
      "Ingredients include gram flour, millet flour, coconut, cashews, dates, jaggery and desi ghee",
      "Best eaten within 7 days",
    ],
    ["diwali", "corporate", "festive", "thank-you"],
    4.7,
    680,
    119,
    5,
  ),
];
