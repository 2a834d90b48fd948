/** The collection slugs of catalogue §2, for the sitemap. */
export const COLLECTION_SLUGS = [
  "curated-gifts-for-your-team",
  "curated-gifts-for-your-loved-ones",
  "outdoor-lighting-for-apartments-villas",
  "office-decor",
  "home-decor",
  "curated-sweets",
  "curated-gifts-for-your-team-corporate",
  "office-decor-corporate",
  "curated-sweets-corporate",
  "curated-gifts-team-corporate-under-500",
  "curated-gifts-team-corporate-under-1000",
  "curated-gifts-team-corporate-under-2000",
  "curated-gifts-team-corporate",
] as const;
