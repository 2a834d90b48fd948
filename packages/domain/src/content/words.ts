// The words around the site's own pages (the legal documents and the blog), which the web and the app both show.

/**
 * The web header's Help & Support popup and the app's sheet (application §2 Header and footer): apart from the pages'
 * words, since every page's header carries them.
 */
export const HELP_COPY = {
  helpSupport: "Help & Support",
  getInTouch: "Drop us a Message, Get in touch!",
  emailKind: "Email",
  callKind: "Call",
} as const;

export const CONTENT_COPY = {
  /** The other two legal documents' names besides the privacy policy: their titles, and links to them. */
  termsTitle: "Terms & Conditions",
  cookiesTitle: "Cookies Policy",
  blog: "Blog",
  blogLead: "Practical notes for celebrating in Bengaluru: decor, gifting and sweets, from planning to the last diya.",
  blogEyebrow: "Utsav Blog",
  moreFromBlog: "More from the blog",
  planningCta: "Planning a celebration?",
  planningCtaLead: "Tell us the occasion, the date and your budget, and vendors will send you proposals.",
  /** The tabs between the three legal documents. */
  policies: "Policies",
  lastUpdated: "Last updated",
  /** The profile's links to the legal pages and the blog. */
  about: "About Utsav",
} as const;

export const contentCopyFor = {
  /** "4 min read" */
  readingTime: (minutes: number) => `${minutes} min read`,
  /** "Last updated 28 November 2026", with the date already in words. */
  lastUpdated: (date: string) => `${CONTENT_COPY.lastUpdated} ${date}`,
} as const;
