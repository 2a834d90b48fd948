// spec: application §9 (business constants and limits) and catalogue §9. Each value is written once: here what
// several modules use, in a module's own constants.ts what is its alone.

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

export const TIMEOUTS_MS = {
  otpGenerate: 15_000,
  otpVerify: 10_000,
  logout: 10_000,
  consumerProfile: 15_000,
  imageUpload: 60_000,
  booking: 15_000,
} as const;

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

/** Words beside prices (application §2 Price bar). */
export const DISPLAY_TEXT = {
  /** Above the price: the spec's default subtitle, "subtitle (default 'From')". */
  from: "From",
} as const;

export const UPLOAD = {
  maxFileBytes: 2_097_152,
  imageQuality: 85,
  profileImageQuality: 50,
  acceptedMimeTypes: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
} as const;
