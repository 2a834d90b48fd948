import { navRefFromSlug, offeringSlug, ratingOfReviews, whatsappSupportSchema } from "@utsav/domain";
import type {
  BookingAttribute,
  Category,
  DescriptionSection,
  MediaItem,
  OfferingType,
  SubCategory,
  VendorTermsByCategory,
  WhatsappSupport,
} from "@utsav/domain";
import { DEEPAM_CORPORATE_OFFERINGS } from "./offerings/deepam-gifts-corporate/index.ts";
import { DEEPAM_DECOR_OFFERINGS } from "./offerings/deepam-gifts-decor.ts";
import { DEEPAM_PERSONAL_OFFERINGS } from "./offerings/deepam-gifts-personal/index.ts";
import { HIGHBALL_OFFERINGS } from "./offerings/highball-works.ts";
import { HOOVU_OFFERINGS } from "./offerings/hoovu-kala/index.ts";
import { HOCG_OFFERINGS } from "./offerings/house-of-corporate-gifts/index.ts";
import { JAYA_OFFERINGS } from "./offerings/jaya-studio.ts";
import { MALLIGE_OFFERINGS } from "./offerings/mallige-florals.ts";
import { NANNA_HAMPER_OFFERINGS } from "./offerings/nanna-naturals-hampers/index.ts";
import { NANNA_SWEET_OFFERINGS } from "./offerings/nanna-naturals-sweets/index.ts";
import { SHIVA_OFFERINGS } from "./offerings/shiva-flowers/index.ts";
import { SRI_RANGA_OFFERINGS } from "./offerings/sri-ranga-lights.ts";
import { ZENITH_OFFERINGS } from "./offerings/zenith-sound.ts";
import { DEEPAM_REVIEWS } from "./reviews/deepam-gifts.ts";
import { HIGHBALL_REVIEWS } from "./reviews/highball-works.ts";
import { HOOVU_REVIEWS } from "./reviews/hoovu-kala.ts";
import { HOCG_REVIEWS } from "./reviews/house-of-corporate-gifts.ts";
import { JAYA_REVIEWS } from "./reviews/jaya-studio.ts";
import { MALLIGE_REVIEWS } from "./reviews/mallige-florals.ts";
import { NANNA_REVIEWS } from "./reviews/nanna-naturals.ts";
import { SHIVA_REVIEWS } from "./reviews/shiva-flowers.ts";
import { SRI_RANGA_REVIEWS } from "./reviews/sri-ranga-lights.ts";
import { ZENITH_REVIEWS } from "./reviews/zenith-sound.ts";
import { composeOffering } from "./images/compose.ts";
import { altText } from "./images/composition.ts";
import { offeringMedia, vendorLogoPath } from "./media.ts";
import { resolveShortCode } from "./short-codes.ts";
import type { OfferingSeed, ReviewSeed, VendorSeed } from "./types.ts";
import { VENDORS } from "./vendors.ts";
import { VENDOR_TERMS } from "./vendor-terms.ts";

export * from "./collections.ts";
export * from "./connect-info.ts";
export * from "./media.ts";
export * from "./short-codes.ts";
export * from "./site-pictures.ts";
export * from "./types.ts";
export { VENDORS } from "./vendors.ts";
export { VENDOR_TERMS } from "./vendor-terms.ts";

/** The id families of catalogue §3, in catalogue order, with their ranges. */
export const ID_FAMILIES = [
  { family: "DGC", from: 2, to: 28 },
  { family: "DGP", from: 1, to: 32 },
  { family: "NNC", from: 1, to: 7 },
  { family: "NNS", from: 1, to: 11 },
  { family: "HOCG", from: 1, to: 38 },
  { family: "HWGH", from: 1, to: 4 },
  { family: "HKGN", from: 1, to: 8 },
  { family: "SHIVA", from: 1, to: 8 },
  { family: "ZS", from: 1, to: 2 },
  { family: "SRD", from: 1, to: 5 },
  { family: "MFDEC", from: 1, to: 2 },
  { family: "JSS", from: 1, to: 2 },
  { family: "DID", from: 1, to: 1 },
] as const;

export const OFFERING_SEEDS: readonly OfferingSeed[] = [
  ...DEEPAM_CORPORATE_OFFERINGS, // DGC
  ...DEEPAM_PERSONAL_OFFERINGS, // DGP
  ...NANNA_HAMPER_OFFERINGS, // NNC
  ...NANNA_SWEET_OFFERINGS, // NNS
  ...HOCG_OFFERINGS, // HOCG
  ...HIGHBALL_OFFERINGS, // HWGH
  ...HOOVU_OFFERINGS, // HKGN
  ...SHIVA_OFFERINGS, // SHIVA
  ...ZENITH_OFFERINGS, // ZS
  ...SRI_RANGA_OFFERINGS, // SRD
  ...MALLIGE_OFFERINGS, // MFDEC
  ...JAYA_OFFERINGS, // JSS
  ...DEEPAM_DECOR_OFFERINGS, // DID
];

export const REVIEW_SEEDS: Readonly<Record<string, readonly ReviewSeed[]>> = {
  "deepam-gifts": DEEPAM_REVIEWS,
  "nanna-naturals": NANNA_REVIEWS,
  "zenith-sound": ZENITH_REVIEWS,
  "sri-ranga-lights": SRI_RANGA_REVIEWS,
  "hoovu-kala": HOOVU_REVIEWS,
  "shiva-flowers": SHIVA_REVIEWS,
  "house-of-corporate-gifts": HOCG_REVIEWS,
  "mallige-florals": MALLIGE_REVIEWS,
  "highball-works": HIGHBALL_REVIEWS,
  "jaya-studio": JAYA_REVIEWS,
};

/** A catalogue offering as stored: the seed with its slug, navRef, media and external link resolved. */
export interface CatalogueOffering {
  id: string;
  slug: string;
  navRef: string;
  vendorKey: string;
  title: string;
  summary: string;
  category: Category;
  subCategory: SubCategory;
  price: number;
  priceLabel: string;
  offeringType: OfferingType;
  redirectUrl: string | null;
  description: DescriptionSection[];
  occasions: string[];
  rating: number;
  totalClients: number;
  totalReviews: number;
  bookingAttributes: BookingAttribute[];
  whatsappMessage: string | null;
  images: MediaItem[];
  position: number;
}

export interface CatalogueVendor extends VendorSeed {
  /** The mean of the vendor's reviews, to one decimal (docs/decisions/0025). */
  rating: number | null;
  logo: string;
  terms: VendorTermsByCategory;
}

export function whatsappSupportFor(phone: string | null, message: string | null): WhatsappSupport | null {
  return phone && message ? whatsappSupportSchema.parse({ phoneNumber: phone, message }) : null;
}

const PALETTES = new Map<string, VendorSeed["palette"]>(VENDORS.map((v) => [v.key, v.palette]));
const POSITIONS = new Map(OFFERING_SEEDS.map((o, position) => [o.id, position]));

/** What an offering's pictures show (images/compose.ts), in its vendor's colours, with the look of its place. */
export function offeringComposition(seed: OfferingSeed) {
  return composeOffering(seed, PALETTES.get(seed.vendor) ?? (["#FF006E", "#FFBE0B"] as const), POSITIONS.get(seed.id) ?? 0);
}

function toOffering(seed: OfferingSeed, position: number): CatalogueOffering {
  const slug = seed.slug ?? offeringSlug(seed.title, seed.id);
  const composition = offeringComposition(seed);
  const alts = Array.from({ length: seed.imageCount }, (_, i) => altText(seed.title, composition, i + 1));
  return {
    id: seed.id,
    slug,
    navRef: navRefFromSlug(slug),
    vendorKey: seed.vendor,
    title: seed.title,
    summary: seed.summary,
    category: seed.category,
    subCategory: seed.subCategory,
    price: seed.price,
    priceLabel: seed.priceLabel,
    offeringType: seed.offeringType,
    redirectUrl: seed.redirectCode ? resolveShortCode(seed.redirectCode) : null,
    description: seed.description,
    occasions: seed.occasions,
    rating: seed.rating,
    totalClients: seed.totalClients,
    totalReviews: seed.totalReviews,
    bookingAttributes: seed.bookingAttributes ?? [],
    whatsappMessage: seed.whatsappMessage ?? null,
    images: offeringMedia(seed.vendor, seed.id, seed.title, alts, seed.hasVideo ?? false),
    position,
  };
}

export const CATALOGUE = {
  vendors: VENDORS.map((v): CatalogueVendor => ({
    ...v,
    rating: ratingOfReviews(REVIEW_SEEDS[v.key] ?? []),
    logo: vendorLogoPath(v.key),
    terms: VENDOR_TERMS[v.key],
  })),
  offerings: OFFERING_SEEDS.map(toOffering),
  reviews: VENDORS.flatMap((v) => (REVIEW_SEEDS[v.key] ?? []).map((r, position) => ({ ...r, vendorKey: v.key, position }))),
};
