import type { OfferingSeed } from "../types.ts";

// Deepam Gifts & Decor: corporate Diwali and festive hampers (catalogue §3 DGC 2-28, §9 delivery and minimum orders).

type Section = OfferingSeed["description"][number];
type Minimum = 10 | 15 | 20 | 30 | "may apply";

const VENDOR = "deepam-gifts";

function bulkOrders(minimum: Minimum, extra: string[] = []): Section {
  const first =
    minimum === "may apply"
      ? "Minimum order quantities may apply; share your headcount when you call and we will confirm."
      : minimum === 30
        ? "Minimum order of 30 units, as with all our corporate gifts."
        : `Minimum order of ${minimum} units per hamper.`;
  return { title: "Bulk Orders", items: [first, ...extra] };
}

function delivery(opts: { freeSingleLocation: boolean; expressBangaloreOnly: boolean; handcrafted?: boolean }): Section {
  const items: string[] = [];
  if (opts.freeSingleLocation) items.push("Free delivery to a single Bangalore location.");
  items.push("Standard delivery is free and dispatched in 3-4 working days.");
  items.push(
    opts.expressBangaloreOnly
      ? "Express delivery costs ₹3,000 and needs at least 24 hours' notice (Bangalore only)."
      : "Express delivery costs ₹3,000 and needs at least 24 hours' notice.",
  );
  if (opts.handcrafted) items.push("This hamper needs at least 3 working days, as every piece is finished by hand.");
  items.push("Pricing excludes shipping and packaging for multi-location orders, which are billed at actual cost.");
  return { title: "Delivery", items };
}

function productDetails(lines: string[]): Section {
  return {
    title: "Product Details",
    items: [
      ...lines,
      "Images may differ from the actual product by 10-15%.",
      "A gift note or card can be added to every hamper.",
    ],
  };
}

function hamper(
  fields: Omit<OfferingSeed, "vendor" | "category" | "subCategory" | "offeringType" | "motif" | "rating" | "totalClients" | "totalReviews">,
): OfferingSeed {
  return {
    ...fields,
    vendor: VENDOR,
    category: "gifts",
    subCategory: "corporate",
    offeringType: "call",
    motif: "hamper",
    rating: 4.3,
    totalClients: 1000,
    totalReviews: 203,
  };
}

export const DEEPAM_CORPORATE_OFFERINGS: OfferingSeed[] = [
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
      productDetails([
        "Wood grain and tone vary from tray to tray.",
        "Dry fruits are vacuum-sealed and keep for 3 months unopened.",
      ]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 4,
  }),
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
      productDetails([
        "Chocolates are packed with cooling gel through October and November.",
        "Barfi is best within 10 days of delivery.",
      ]),
    ],
    occasions: ["diwali", "corporate", "festive"],
    imageCount: 5,
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
        items: [
          "250 g ghee Mysore pak",
          "200 g Bangalore mixture",
          "150 g crunchy kodubale",
          "Printed festive tin with a rangoli lid",
        ],
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
        items: [
          "Everything a family needs for Lakshmi pooja on Diwali evening, put together in a keepsake brass thali.",
        ],
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
    id: "DGC13",
    title: "Eco Jute Bag Festive Hamper",
    price: 1450,
    priceLabel: "From ₹1,450",
    summary: "A printed jute tote filled with millet snacks, seed paper card and a plantable diya, plastic-free end to end.",
    description: [
      {
        title: "Overview",
        items: [
          "For companies keeping Diwali green: no plastic anywhere, and the greeting card can be planted after the festival.",
        ],
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
      productDetails([
        "Chocolates are packed with cooling gel and should be refrigerated on arrival.",
        "Best consumed within 3 weeks.",
      ]),
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
  hamper({
    id: "DGC17",
    title: "Urli & Floating Candle Hamper",
    price: 2750,
    priceLabel: "From ₹2,750",
    summary: "A brass-finish urli with floating candles, dried rose petals and a box of motichoor laddoos for Diwali.",
    description: [
      {
        title: "Overview",
        items: [
          "An urli brightens any home entrance during Deepavali; fill it with water, petals and candles and it is done.",
        ],
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
        items: [
          "A gift the whole family opens together: GI-tagged Channapatna toys made with vegetable dyes, plus sweets for everyone.",
        ],
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
