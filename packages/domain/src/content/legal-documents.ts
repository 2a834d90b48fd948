import { COMMON_COPY } from "../shared/common-words.ts";
import { CONTENT_COPY } from "./words.ts";
import { CITY, SUPPORT } from "../shared/constants.ts";
import { storefrontPagePaths as paths } from "../shared/page-paths.ts";

// The Privacy Policy, Terms & Conditions and Cookies Policy linked from the web's footer and the app's profile
// (application §2), in plain language, as data both clients draw (docs/decisions/0066). Sign-in, bookings (cash on
// delivery), call leads and the waitlist are described as the product does them.

export const LEGAL_KINDS = ["privacy", "terms", "cookies"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_PATHS: Record<LegalKind, string> = { privacy: paths.privacy(), terms: paths.terms(), cookies: paths.cookies() };

/** Which document a path shows; the web's three routes share one module (routes.ts ids legal-privacy, -terms, -cookies). */
export function legalKindFromPath(pathname: string): LegalKind {
  return LEGAL_KINDS.find((kind) => pathname.replace(/\/$/, "") === LEGAL_PATHS[kind]) ?? "privacy";
}

export interface LegalSection {
  heading: string;
  /** Shown before the list. */
  paragraphs?: string[];
  items?: string[];
  /** Shown after the list. */
  notes?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const CONTACT = `Write to ${SUPPORT.email}. We reply within seven working days.`;

export const LEGAL_DOCUMENTS: Record<LegalKind, LegalDocument> = {
  privacy: {
    title: COMMON_COPY.privacy,
    description:
      "What personal data Utsav collects, why, who sees it, and your rights under India's Digital Personal Data Protection Act, 2023.",
    updated: "2026-11-28",
    intro: `Utsav Marketplace ("Utsav", "we") runs a marketplace in ${CITY} where you find and book decorators, gifting partners and sweet makers. This policy explains what we collect about you, why, who we share it with and how you control it. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the rules made under it.`,
    sections: [
      {
        heading: "What we collect",
        items: [
          "Your mobile number, when you sign in with a one-time code sent by SMS.",
          "Your name, e-mail address and, if you tell us, your company name, when you complete your profile.",
          "What you enter in a booking or proposal request: the details a vendor needs, such as the date, address and notes.",
          "Which vendors you contact, when you choose to view a vendor's contact details.",
          "Your e-mail address, if you join the waitlist to hear when we launch.",
          "Basic technical data such as your IP address and browser type, kept in server logs to keep the service secure.",
        ],
      },
      {
        heading: "Why we use it",
        items: [
          "To sign you in and keep your account secure.",
          "To pass your booking request or enquiry to the vendor you chose, so they can serve you.",
          "To answer you when you contact support.",
          "To tell you when the Utsav app launches, if you joined the waitlist.",
          "To prevent fraud and misuse, and to meet our legal obligations.",
        ],
        notes: ["We do not sell your personal data, and we do not use it for third-party advertising."],
      },
      {
        heading: "Who we share it with",
        items: [
          "The vendor you book, contact or send a request to: your name, phone number and the details you entered, including the event's date and address.",
          "Service providers who work for us under contract: our SMS provider (sign-in codes, and messages about your bookings), our e-mail and WhatsApp providers (which carry booking and request alerts to vendors), and hosting and storage providers. They may use the data only to provide their service to us.",
          "Government authorities, when the law requires it.",
        ],
      },
      {
        heading: "Your consent and your rights",
        paragraphs: [
          "We process your data with your consent, which you give when you sign in, submit a request or join the waitlist, or where the DPDP Act otherwise allows. Under the Act you may:",
        ],
        items: [
          "ask for a summary of the personal data we hold about you and who we shared it with;",
          "ask us to correct, complete or update it;",
          "ask us to erase it, where we no longer need it for the purpose you gave it for or by law;",
          "withdraw your consent at any time (this does not affect what was done before, but we may no longer be able to serve you);",
          "nominate another person to exercise these rights if you die or become unable to; and",
          "raise a grievance with us and, if you are not satisfied with our answer, complain to the Data Protection Board of India.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "We keep your account data while your account is active. We keep booking records for as long as tax and accounting laws require, and waitlist addresses until we have told you about the launch or you ask us to remove you. Then we delete or anonymise the data.",
        ],
      },
      {
        heading: "How we protect it",
        paragraphs: [
          "All traffic to Utsav is encrypted (HTTPS). Access to personal data is limited to the people who need it to run the service, and our providers are bound by confidentiality. No system is perfectly secure; if a breach affects you, we will inform you and the Data Protection Board as the law requires.",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "Utsav is meant for adults. If you are under 18, please use it with a parent or guardian, whose consent we need to process your data.",
        ],
      },
      {
        heading: "Questions and grievances",
        paragraphs: [`${CONTACT} Please mention "Privacy" in the subject so it reaches our grievance officer.`],
      },
    ],
  },
  terms: {
    title: CONTENT_COPY.termsTitle,
    description:
      "The terms for using Utsav, a Bengaluru marketplace for decor, gifts and sweets: accounts, bookings, payments, cancellations and vendor obligations.",
    updated: "2026-11-28",
    intro: `These terms apply when you use the Utsav website or app. By using Utsav you agree to them; if you do not agree, please do not use the service. Utsav is a marketplace: the decorators, gifting partners and sweet makers listed here are independent businesses in ${CITY}, and each is responsible for what it offers and delivers.`,
    sections: [
      {
        heading: "Your account",
        items: [
          "You sign in with your mobile number and a one-time code. Keep your phone secure: anything done after signing in with your number is treated as done by you.",
          "Give accurate details, especially your name and contact number, so vendors can reach you.",
          "You must be 18 or older, or use Utsav with a parent or guardian.",
        ],
      },
      {
        heading: "Offerings, prices and bookings",
        items: [
          "Prices shown as 'From' are starting prices. The final price depends on your requirements and is confirmed by the vendor.",
          "A booking is a request to the vendor. It is confirmed only when the vendor accepts it.",
          "Payment is cash on delivery unless the vendor and you agree otherwise. Utsav does not collect payments for bookings.",
          "Some offerings link to the vendor's own website to buy. Those purchases follow the vendor's terms, not these.",
        ],
      },
      {
        heading: "Cancellations and refunds",
        paragraphs: [
          "Each vendor sets its own returns, refunds and cancellations policy, shown on the offering page. Please read it before you book. If a vendor does not honour its policy, write to us and we will help you resolve it.",
        ],
      },
      {
        heading: "Vendors",
        items: [
          "Our team reviews every vendor before their offerings are listed. Vendors who join on Utsav submit identity and business documents (KYC) for that review, including PAN, Aadhaar, GSTIN where registered and an FSSAI licence for food.",
          "Vendors must describe their offerings and prices honestly, honour confirmed bookings, and follow the law, including food safety and consumer protection rules.",
          "Utsav may pause or remove a listing that breaks these terms or draws repeated genuine complaints.",
        ],
      },
      {
        heading: "Fair use",
        items: [
          "Do not post false reviews, impersonate anyone, or use the contact details you view for anything other than your enquiry.",
          "Do not copy the catalogue in bulk, try to break into the service, or interfere with how it works.",
        ],
      },
      {
        heading: "Our responsibility",
        paragraphs: [
          "We work to list trustworthy vendors and to keep Utsav available, but the service is provided as it is. To the extent the law allows, Utsav is not liable for the quality, safety or delivery of what a vendor provides, or for indirect losses. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.",
        ],
      },
      {
        heading: "Law and disputes",
        paragraphs: [
          `These terms are governed by the laws of India. Courts in ${CITY}, Karnataka have jurisdiction over any dispute. We may update these terms; the date above shows the last change, and continuing to use Utsav after a change means you accept it.`,
        ],
      },
      { heading: "Contact", paragraphs: [CONTACT] },
    ],
  },
  cookies: {
    title: CONTENT_COPY.cookiesTitle,
    description:
      "Utsav uses only essential cookies: your session and the locality you choose. No advertising or analytics cookies, and no tracking across other sites.",
    updated: "2026-11-28",
    intro:
      "Cookies are small text files a website stores in your browser. Utsav uses as few as possible: only the essential ones the site needs to work.",
    sections: [
      {
        heading: "The cookies we use",
        items: [
          "A session cookie, set when you sign in, so you stay signed in as you move between pages. It is removed when you log out, or when the session expires.",
          "A locality cookie (utsav_locality), set when you choose your locality, so pages show what serves your area. It holds only the locality's name, lasts a year, and is removed when you clear your locality.",
        ],
        notes: [
          "Both are first-party cookies: set by Utsav, read only by Utsav, and holding no advertising or profiling data. If you never sign in and never choose a locality, Utsav sets no cookies at all.",
        ],
      },
      {
        heading: "What we do not use",
        items: ["No advertising or marketing cookies.", "No analytics or tracking cookies, and no third-party cookies from our pages."],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "Because these cookies are essential, the site does not ask for your consent to them. You can still block or delete cookies in your browser settings; browsing will work, but you will not be able to stay signed in or keep your locality.",
          "When you follow a link to another site, such as WhatsApp to chat with a vendor or with us, that site's own cookie policy applies.",
        ],
      },
      { heading: "Contact", paragraphs: [CONTACT] },
    ],
  },
};
