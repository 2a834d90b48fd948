// spec: application §9 (business constants and limits) and catalogue §9. Each value is written once here.

export const CITY = "Bengaluru";
export const PHONE_PREFIX = "+91";
export const COPYRIGHT_YEAR = 2025;
export const BRAND_PRIMARY = "#FF006E";

/** Support contacts (application §2 Help & Support, footer Contact Us): the chat link uses the same number. */
export const SUPPORT = {
  email: "support@utsavmarket.in",
  phone: "+919800010000",
  chatUrl: "https://wa.me/919800010000",
} as const;

/** A chat link to the messaging app, with a prefilled message. */
export function chatLink(phone: string, message?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, "")}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const SEARCH = {
  debounceMs: 300,
  sectionLimit: 3,
  defaultLimit: 20,
  maxLimit: 100,
  minQueryLength: 2,
  searchPageSize: 100,
  ratingOptions: [
    { label: "All", value: 0 },
    { label: "3 & Above", value: 3 },
    { label: "4 & Above", value: 4 },
    { label: "4.5 & Above", value: 4.5 },
  ],
  priceRange: { min: 1000, max: 100000 },
} as const;

export const SORT_OPTIONS = [
  { label: "Most Rated", value: "rating_desc" },
  { label: "Price: Low to High", value: "price_asc" },
  { label: "Price: High to Low", value: "price_desc" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];

export const TIMEOUTS_MS = {
  otpGenerate: 15_000,
  otpVerify: 10_000,
  logout: 10_000,
  consumerProfile: 15_000,
  imageUpload: 60_000,
  booking: 15_000,
} as const;

export const OTP = { length: 6, resendCooldownSeconds: 90 } as const;

export const PHONE = { minDigits: 10, maxDigits: 15, inputMaxLength: 10 } as const;

export const ANIMATION_MS = {
  heroRotation: 3000,
  highlightRotation: 2500,
  highlightFade: 300,
  carouselAutoplay: 3000,
  bottomSheet: 300,
  modalOpen: 300,
  modalClose: 250,
  nav: 300,
  navReplayDelay: 100,
} as const;

export const BOTTOM_SHEET = {
  closeThresholdPx: 50,
  closeVelocity: 0.3,
  heights: { small: 0.25, medium: 0.5, large: 0.75, xlarge: 0.94, full: 0.94 },
  maxWindowFractionWeb: 0.85,
  maxWindowFractionNative: 0.9,
} as const;

export const POPUP_WIDTHS = { small: 320, medium: 480, large: 640 } as const;

export const HEADER = { scrollThresholdPx: 50, labelsFromWidth: 940, drawerWidth: 280 } as const;

export const BREAKPOINTS = { tablet: 768, desktop: 1024, largeDesktop: 1280 } as const;

export const DISPLAY = {
  relatedOfferingsInitial: 3,
  reviewsDesktop: 6,
  reviewsMobile: 3,
  reviewCommentLines: 3,
  paginationPageSize: 10,
  paginationDotsMax: 7,
  thumbnailPx: 48,
  thumbnailsHorizontalMax: 6,
  thumbnailsVerticalMax: 4,
  sortOptionHeightPx: 50,
} as const;

/** Words beside prices and vendors' figures (application §2 Price bar, Vendor strip). */
export const DISPLAY_TEXT = {
  /** Above a starting price: the spec's default subtitle. */
  from: "From",
  /** Above a fixed price, where 'From' would be untrue. */
  price: "Price",
  /** In place of '0+ Clients' and 'N/A' for a vendor with no clients and no rating yet. */
  newVendor: "New on Utsav",
} as const;

export const UPLOAD = {
  maxFileBytes: 2_097_152,
  imageQuality: 85,
  profileImageQuality: 50,
  acceptedMimeTypes: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
} as const;

/** 10 live, 15 paused by its vendor (hidden), 20 deleted (application §3); see docs/decisions/0007. */
export const OFFERING_STATUS = { live: 10, paused: 15, deleted: 20 } as const;

// The vendor area (application §7; the screens and states are ours: docs/decisions/0007 and 0008).
/** Profile sections a vendor saves one at a time; every one is needed to submit. */
export const VENDOR_PROFILE_SECTIONS = ["business", "contact", "service", "terms"] as const;
export type VendorProfileSection = (typeof VENDOR_PROFILE_SECTIONS)[number];
export const VENDOR_PROFILE_STATES = ["draft", "submitted"] as const;
export const KYC_STATES = ["not_started", "in_progress", "submitted", "in_review", "approved", "rejected"] as const;
export const KYC_DOCUMENT_TYPES = ["pan", "gstin", "fssai", "aadhaar"] as const;
/**
 * Where a vendor stands with the operators (docs/decisions/0020): draft until both its profile and its documents are
 * submitted, then waiting; approved, or sent back (changes, rejected) until it submits again. Only approved vendors'
 * offerings reach shoppers; the catalogue's own vendors are approved.
 */
export const VENDOR_REVIEW_STATES = ["draft", "waiting", "approved", "changes", "rejected"] as const;
export const REVIEW_DECISIONS = ["approve", "reject", "changes"] as const;
export const GALLERY = { maxImages: 30, maxCaptionLength: 200, acceptedMimeTypes: ["image/jpeg", "image/png", "image/webp"] } as const;
/** How many gallery images one offering may show. */
export const OFFERING_IMAGES_MAX = 10;

export const OFFERINGS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

// Value lists of the entities (application §3); the zod schemas build on them. Here, so the browser can use them
// without loading zod.
export const CATEGORIES = ["decor", "gifts", "sweets"] as const;
export const SUB_CATEGORIES = ["personal", "corporate", "all"] as const;
export const OFFERING_TYPES = ["buy", "book", "call"] as const;
export const HOME_SECTIONS = ["decor", "gifts", "sweets", "corporate"] as const;
/** Shoppers, vendors and the marketplace's operators (the operations console: docs/decisions/0020). */
export const USER_TYPES = ["consumer", "vendor", "admin"] as const;

/** What every screen calls each category (application §2): the storefront, the filters and the vendor forms. */
export const CATEGORY_LABELS: Readonly<Record<(typeof CATEGORIES)[number], string>> = { decor: "Decor", gifts: "Gifts", sweets: "Sweets" };

/** The explore sections (application §2): the three categories, then corporate gifting. */
export const HOME_SECTION_LABELS: Readonly<Record<(typeof HOME_SECTIONS)[number], string>> = { ...CATEGORY_LABELS, corporate: "Corporate" };

export function isHomeSection(value: string): value is (typeof HOME_SECTIONS)[number] {
  return (HOME_SECTIONS as readonly string[]).includes(value);
}
