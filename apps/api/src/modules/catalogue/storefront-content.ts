import {
  ANIMATION_MS,
  CATALOGUE_COPY,
  CITY,
  COPYRIGHT_YEAR,
  HERO_HIGHLIGHTS,
  HOME_SECTION_LABELS,
  HOME_SECTIONS,
  pagePaths,
  SUPPORT,
} from "@utsav/domain";
import type { ExploreSection, Footer, HeroData } from "@utsav/domain";

// Fixed storefront content of application §2 (home widgets, hero banner, footer) that is not catalogue data.

export const EXPLORE_SECTIONS: ExploreSection[] = HOME_SECTIONS.map((id) => ({
  id,
  displayName: HOME_SECTION_LABELS[id],
  route: pagePaths.section(id),
}));

export const HERO: HeroData = {
  title: "Celebrate Every",
  subtitle: `Decor, gifts and sweets from ${CITY} vendors our team has approved: book, buy or call them in a few taps.`,
  backgroundImage: "/assets/images/hero/hero-1280.webp",
  buttonText: "request proposals",
  buttonAction: "request_proposals",
  footerText: "Plan less. Celebrate more.",
  rotationInterval: ANIMATION_MS.heroRotation,
  // The hero's rotating lines (application §4 "Hero text"): what the marketplace offers, one line at a time.
  richTextArray: [
    { text: "Party decor, lighting and flower decor for every occasion", style: "normal" },
    { text: "Festive hampers for family, corporate hampers for teams", style: "normal" },
    { text: "Sweets from Bengaluru's own kitchens for every festival", style: "normal" },
    { text: "Book a vendor, or call them directly", style: "bold" },
  ],
  // The site already books, sells and takes briefs; what is still to launch is the native app, not in the stores yet.
  // The notify-me box (application §2) asks for an e-mail to hear when it is (docs/decisions/0040).
  notifyMe: {
    celebrateText: `Now in ${CITY} · App coming soon`,
    titleTopLine: "Celebrate Every",
    titleHighlights: [...HERO_HIGHLIGHTS],
    titleBottomLine: "Effortlessly!",
    subtitleText: "The Utsav app for Android and iPhone is coming soon. Leave your e-mail and we will tell you when it is in the stores.",
    highlightInterval: ANIMATION_MS.highlightRotation,
    placeholder: "Enter your email",
    buttonText: "Notify me",
  },
};

// Only what is so: operators approve a vendor before its offerings show (storefront-gate.ts), the Verified badge is for
// checked documents (docs/decisions/0020), lists show starting prices, and an offering shows its vendor's terms before
// a booking (docs/decisions/0022). It does not speak of ratings: most vendors' reviews are still the catalogue's
// imported ones, and reviews from bookings (docs/decisions/0060) show beside them, marked "Verified booking".
export const TRUST_BLOCK = {
  heading: "Handpicked brands you can count on",
  subtitle:
    "Every vendor is approved by our team before their first listing, and the Verified badge marks those whose documents we have checked.",
  // The offering page's quality banner says the same (CATALOGUE_COPY.qualityPoints).
  points: [...CATALOGUE_COPY.qualityPoints],
};

export const CLOSING_BLOCK = {
  heading: "Celebrate Effortlessly!",
  subtitle: "Find the right people for every celebration: decorators, gifting partners and sweet makers, all in one place.",
  points: [],
};

/** Shown in the native app only (isWeb false), which is not in the stores yet: what it does, and no chat it lacks. */
export const APP_BANNER = {
  heading: "Coming soon to Android and iPhone",
  subtitle: "The Utsav app: book vendors, follow your bookings and ask for proposals, all from your phone.",
  points: [],
};

export const FOOTER: Footer = {
  sections: [
    {
      title: HOME_SECTION_LABELS.decor,
      navRef: pagePaths.section("decor"),
      links: [
        { title: "Office Decor", navRef: pagePaths.collection("office-decor") },
        { title: "Home Decor", navRef: pagePaths.collection("home-decor") },
        { title: "Outdoor Lighting", navRef: pagePaths.collection("outdoor-lighting-for-apartments-villas") },
      ],
    },
    {
      title: HOME_SECTION_LABELS.gifts,
      navRef: pagePaths.section("gifts"),
      links: [
        { title: "Gifts For Your Team", navRef: pagePaths.collection("curated-gifts-for-your-team") },
        { title: "Gifts For Your Loved Ones", navRef: pagePaths.collection("curated-gifts-for-your-loved-ones") },
      ],
    },
    {
      title: HOME_SECTION_LABELS.sweets,
      navRef: pagePaths.section("sweets"),
      links: [{ title: "Curated Sweets", navRef: pagePaths.collection("curated-sweets") }],
    },
    {
      title: HOME_SECTION_LABELS.corporate,
      navRef: pagePaths.section("corporate"),
      links: [
        { title: "Corporate Gifts", navRef: pagePaths.collection("curated-gifts-team-corporate") },
        { title: "Gifts Under ₹500", navRef: pagePaths.collection("curated-gifts-team-corporate-under-500") },
        { title: "Gifts Under ₹1,000", navRef: pagePaths.collection("curated-gifts-team-corporate-under-1000") },
        { title: "Gifts Under ₹2,000", navRef: pagePaths.collection("curated-gifts-team-corporate-under-2000") },
      ],
    },
    {
      title: "Join Us",
      navRef: null,
      links: [
        { title: "Onboard as Vendor", navRef: pagePaths.vendors() },
        { title: "Request Proposals", navRef: pagePaths.requestProposals() },
      ],
    },
    {
      title: "Quick Links",
      navRef: null,
      links: [
        { title: "Home", navRef: pagePaths.home() },
        { title: "All Offerings", navRef: pagePaths.offerings() },
        { title: "Blog", navRef: pagePaths.blog() },
      ],
    },
    {
      title: "Contact Us",
      navRef: null,
      links: [
        { title: "Chat with Us", navRef: SUPPORT.chatUrl },
        { title: "Email Support", navRef: `mailto:${SUPPORT.email}` },
        { title: "Call Us", navRef: `tel:${SUPPORT.phone}` },
      ],
    },
  ],
  legalLinks: [
    { title: "Privacy Policy", navRef: pagePaths.privacy() },
    { title: "Terms & Conditions", navRef: pagePaths.terms() },
    { title: "Cookies Policy", navRef: pagePaths.cookies() },
  ],
  copyright: `© ${COPYRIGHT_YEAR} Utsav Marketplace. All rights reserved.`,
};
