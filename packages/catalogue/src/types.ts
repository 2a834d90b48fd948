import type { BookingAttribute, Category, DescriptionSection, OfferingType, Policy, SubCategory } from "@utsav/domain";

/** What the image generator draws for an offering, so pictures are recognisable per category. */
export type ImageMotif = "hamper" | "sweets" | "lights" | "flowers" | "office" | "barware" | "decor";

export interface VendorSeed {
  /** Folder name under /assets/images/vendor/{key}/ and the vendor's stable id. */
  key: string;
  name: string;
  /** catalogue §1: the vendor is introduced by a title tag such as 'Curated by' or 'Prepared by'. */
  titleTag: "Curated by" | "Prepared by" | null;
  description: string;
  /** Fictional contact number '+91XXXXXXXXXX'; null for the office-decor studio (catalogue §3). */
  phone: string | null;
  /** Where the vendor works from, e.g. 'HSR Layout'. */
  area: string;
  serviceArea: string;
  /** No rating here: a vendor's rating is the mean of its reviews (docs/decisions/0025). */
  clientsCount: number;
  verified: boolean;
  policy: Policy;
  /** Two hex colours used by the generated logo and pictures. */
  palette: readonly [string, string];
}

/** One of a vendor's reviews: reviews belong to the vendor, not to one offering (docs/decisions/0025). */
export interface ReviewSeed {
  id: string;
  /** Whole stars, 1 to 5 (catalogue §9). */
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  userName: string;
  userTitle: string;
  /** ISO date 'YYYY-MM-DD', or '' where the review carries none (catalogue §3). */
  date: string;
}

export interface OfferingSeed {
  /** Upper-case family and number: 'DGC2', 'HOCG17', 'DID1'. */
  id: string;
  title: string;
  /** VendorSeed.key */
  vendor: string;
  category: Category;
  subCategory: SubCategory;
  /** Rupees; the catalogue keeps one sweet at 0 with the label 'From ₹299'. */
  price: number;
  /** Display text such as 'From ₹499' or '₹6,000 per floor per day'. */
  priceLabel: string;
  offeringType: OfferingType;
  /** Short code 'dgp1'…'dgp32' or 'nnc1'…'nnc6' of a buy offering's external link. */
  redirectCode?: string;
  /** One sentence for the offering card. */
  summary: string;
  description: DescriptionSection[];
  /** Lower-case occasion ids from OCCASIONS. */
  occasions: string[];
  rating: number;
  totalClients: number;
  totalReviews: number;
  bookingAttributes?: BookingAttribute[];
  /** When set, the page shows 'Have any questions?' / 'Chat with Us' with this prefilled message. */
  whatsappMessage?: string;
  motif: ImageMotif;
  /** How many pictures the offering has (1 to 6). */
  imageCount: number;
  /** Adds a short generated video after the pictures. */
  hasVideo?: boolean;
  /** Only for corporate-diwali-decor; every other slug is derived from title and id. */
  slug?: string;
}

/** Occasions that offerings are tagged with; search facets and suggestions use them. */
export const OCCASIONS = {
  diwali: "Diwali",
  dussehra: "Dussehra",
  corporate: "Corporate Events",
  birthday: "Birthday",
  anniversary: "Anniversary",
  wedding: "Wedding",
  housewarming: "Housewarming",
  "baby-shower": "Baby Shower",
  engagement: "Engagement",
  christmas: "Christmas",
  festive: "Festive Season",
  "thank-you": "Thank You",
} as const;
export type OccasionId = keyof typeof OCCASIONS;
