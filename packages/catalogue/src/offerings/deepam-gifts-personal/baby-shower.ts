import type { OfferingSeed } from "../../types.ts";
import { delivery, orderInfo, PAN_INDIA } from "./sections.ts";

// Deepam Gifts & Decor personal hampers whose first occasion is Baby Shower.

export const BABY_SHOWER_HAMPERS: OfferingSeed[] = [
  {
    id: "DGP6",
    title: "Crochet Baby Shower Welcome Basket",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 3750,
    priceLabel: "From ₹3,750",
    offeringType: "buy",
    summary: "Hand-crocheted booties, a rattle and a soft blanket with a mama-care kit, nestled in a willow basket.",
    description: [
      {
        title: "Overview",
        items: [
          "Made by a group of crochet artisans in Mysuru, every piece is soft, washable and made to last.",
          "A gift for the baby and a little something for the mother-to-be.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Hand-crocheted cotton booties (0-6 months)",
          "Crochet bunny rattle",
          "Organic cotton swaddle blanket",
          "Mama-care kit: belly butter, lavender balm and herbal tea",
          "Baby shower card",
        ],
      },
      {
        title: "Product Details",
        items: [
          "Colours: mint and cream, or peach and cream; mention your choice in the gift note.",
          "All crochet pieces use baby-safe cotton yarn with no loose beads or buttons.",
        ],
      },
      delivery({ express: 250, area: PAN_INDIA, handcrafted: true }),
      orderInfo(),
    ],
    occasions: ["baby-shower"],
    rating: 4.9,
    totalClients: 74,
    totalReviews: 58,
    whatsappMessage: "Hi, I have a question about the Crochet Baby Shower Welcome Basket.",
    motif: "hamper",
    imageCount: 4,
  },
  {
    id: "DGP19",
    title: "New Baby Organic Cotton Hamper",
    vendor: "deepam-gifts",
    category: "gifts",
    subCategory: "personal",
    price: 5599,
    priceLabel: "From ₹5,599",
    offeringType: "buy",
    summary: "Organic cotton jhablas, a muslin swaddle set, a silver-plated feeding spoon and baby massage oil.",
    description: [
      {
        title: "Overview",
        items: [
          "A generous welcome for a newborn, with everything soft, organic and gentle on baby skin.",
          "Packed in a reusable cane basket with a lid.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "3 organic cotton jhablas (0-3 months)",
          "Set of 2 muslin swaddles",
          "Silver-plated feeding spoon and bowl",
          "Cold-pressed coconut baby massage oil (100 ml)",
          "Soft cotton elephant toy",
          "Welcome baby card",
        ],
      },
      {
        title: "Product Details",
        items: ["All fabrics are GOTS-certified organic cotton.", "Wash before first use in mild detergent."],
      },
      delivery({ express: 400, area: PAN_INDIA }),
      orderInfo(),
    ],
    occasions: ["baby-shower"],
    rating: 4.8,
    totalClients: 64,
    totalReviews: 47,
    whatsappMessage: "Hi, I have a question about the New Baby Organic Cotton Hamper.",
    motif: "hamper",
    imageCount: 5,
  },
];
