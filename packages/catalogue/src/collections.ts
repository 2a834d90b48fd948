import { GIFT_ROW_PATTERN, idFamily, interleaveByFamily, PRICE_RULES } from "@utsav/domain";
import type { Category, PriceRule, SubCategory } from "@utsav/domain";

// spec: catalogue §2 (the 13 collection slugs, home rows and category pages) and §5 (collection rules).
// A rule selects live offerings by category and sub-category (so a vendor's new offering joins the collections
// it belongs to), optionally narrowed by a price band; the gift rows are interleaved by id family. Outdoor
// Lighting is the one hand-picked list.

export type CollectionRule =
  | {
      kind: "filter";
      categories: readonly Category[];
      subCategories: readonly SubCategory[];
      priceRule?: PriceRule;
      interleave?: boolean;
    }
  | { kind: "ids"; ids: readonly string[] };

export interface CollectionDefinition {
  slug: string;
  title: string;
  category: Category;
  description: string;
  rule: CollectionRule;
}

const TEAM_GIFTS: CollectionRule = { kind: "filter", categories: ["gifts"], subCategories: ["corporate", "all"], interleave: true };
const OFFICE_DECOR: CollectionRule = { kind: "filter", categories: ["decor"], subCategories: ["corporate"] };
const SWEETS: CollectionRule = { kind: "filter", categories: ["sweets"], subCategories: ["personal", "corporate", "all"] };
const TEAM_SWEETS: CollectionRule = { kind: "filter", categories: ["sweets"], subCategories: ["corporate", "all"] };
const teamGiftsUnder = (priceRule: PriceRule): CollectionRule => ({ ...TEAM_GIFTS, priceRule });

export const COLLECTIONS = [
  {
    slug: "curated-gifts-for-your-team",
    title: "Curated Gifts For Your Team",
    category: "gifts",
    description: "Festive hampers and thoughtful gifts your team will actually use, from trusted Bengaluru vendors.",
    rule: TEAM_GIFTS,
  },
  {
    slug: "curated-gifts-for-your-loved-ones",
    title: "Curated Gifts For Your Loved Ones",
    category: "gifts",
    description: "Hampers for birthdays, anniversaries, housewarmings and every festival in between.",
    rule: { kind: "filter", categories: ["gifts"], subCategories: ["personal", "all"] },
  },
  {
    slug: "outdoor-lighting-for-apartments-villas",
    title: "Outdoor Lighting for Apartments & Villas",
    category: "decor",
    description: "Serial lights, RGB belts and festive facade lighting, priced per floor per day.",
    rule: { kind: "ids", ids: ["ZS1", "SRD4", "ZS2", "SRD1"] },
  },
  {
    slug: "office-decor",
    title: "Office Decor",
    category: "decor",
    description: "Festive decor for offices, lobbies and reception areas, set up around your working day.",
    rule: OFFICE_DECOR,
  },
  {
    slug: "home-decor",
    title: "Home Decor",
    category: "decor",
    description: "Flower decor and lighting for poojas, housewarmings and celebrations at home.",
    rule: { kind: "filter", categories: ["decor"], subCategories: ["personal", "all"] },
  },
  {
    slug: "curated-sweets",
    title: "Curated Sweets",
    category: "sweets",
    description: "Small-batch sweets made with jaggery, dates and dry fruits.",
    rule: SWEETS,
  },
  {
    slug: "curated-gifts-for-your-team-corporate",
    title: "Curated Gifts For Your Team",
    category: "gifts",
    description: "Corporate hampers for Diwali, Dussehra and every team milestone, with bulk pricing.",
    rule: TEAM_GIFTS,
  },
  {
    slug: "office-decor-corporate",
    title: "Office Decor",
    category: "decor",
    description: "Festive office decor packages and kits for teams of every size.",
    rule: OFFICE_DECOR,
  },
  {
    slug: "curated-sweets-corporate",
    title: "Sweets For Your Team",
    category: "sweets",
    description: "Festive sweets boxes to share with your team, ordered in bulk.",
    rule: TEAM_SWEETS,
  },
  {
    slug: "curated-gifts-team-corporate-under-500",
    title: "Gifts for Employees Under ₹500",
    category: "gifts",
    description: "Thoughtful team gifts under ₹500 each.",
    rule: teamGiftsUnder("under500"),
  },
  {
    slug: "curated-gifts-team-corporate-under-1000",
    title: "Gifts for Employees Under ₹1,000",
    category: "gifts",
    description: "Team gifts up to ₹1,000 each.",
    rule: teamGiftsUnder("under1000"),
  },
  {
    slug: "curated-gifts-team-corporate-under-2000",
    title: "Gifts for Employees Under ₹2,000",
    category: "gifts",
    description: "Premium team gifts up to ₹2,000 each.",
    rule: teamGiftsUnder("under2000"),
  },
  {
    slug: "curated-gifts-team-corporate",
    title: "Corporate Gifts for Teams",
    category: "gifts",
    description: "Every corporate hamper and gift set on the marketplace, in one place.",
    rule: TEAM_GIFTS,
  },
] as const satisfies readonly CollectionDefinition[];

export type CollectionSlug = (typeof COLLECTIONS)[number]["slug"];

export function findCollection(slug: string): CollectionDefinition | undefined {
  return COLLECTIONS.find((c) => c.slug === slug);
}

/** The home feed's collection rows, in order (application §2). */
export const HOME_ROWS: readonly CollectionSlug[] = [
  "curated-gifts-for-your-team",
  "curated-gifts-for-your-loved-ones",
  "outdoor-lighting-for-apartments-villas",
  "office-decor",
  "home-decor",
  "curated-sweets",
];

/** Category pages (application §2). */
export const SECTION_PAGES = {
  decor: { title: "Party Decor Made Effortless", rows: ["office-decor", "home-decor"] },
  gifts: { title: "Thoughtful Gifts for Every Celebration", rows: ["curated-gifts-for-your-team", "curated-gifts-for-your-loved-ones"] },
  sweets: { title: "Delicious Sweets for Every Celebration", rows: ["curated-sweets"] },
  corporate: {
    title: "Thoughtful Corporate Gifting Made Simple",
    rows: [
      "curated-gifts-for-your-team-corporate",
      "office-decor-corporate",
      "curated-sweets-corporate",
      "curated-gifts-team-corporate-under-500",
      "curated-gifts-team-corporate-under-1000",
      "curated-gifts-team-corporate-under-2000",
    ],
  },
} as const satisfies Record<string, { title: string; rows: readonly CollectionSlug[] }>;

export interface RuleSubject {
  id: string;
  category: string;
  subCategory: string;
  price: number;
}

/**
 * The reference selection: which of the given offerings (in catalogue order) a rule takes, in display order.
 * The API evaluates the same rules in SQL; tests hold the two to each other. Ids that match no offering are
 * skipped with a warning (catalogue §8).
 */
export function selectByRule<T extends RuleSubject>(rule: CollectionRule, offerings: readonly T[], warn = console.warn): T[] {
  if (rule.kind === "ids") {
    const byId = new Map(offerings.map((o) => [o.id, o]));
    return rule.ids.flatMap((id) => {
      const offering = byId.get(id);
      if (!offering) warn(`Collection offering not found, skipped: ${id}`);
      return offering ? [offering] : [];
    });
  }
  const priceTest = rule.priceRule ? PRICE_RULES[rule.priceRule] : () => true;
  const taken = offerings.filter(
    (o) =>
      (rule.categories as readonly string[]).includes(o.category) &&
      (rule.subCategories as readonly string[]).includes(o.subCategory) &&
      priceTest(o.price),
  );
  return rule.interleave ? interleaveByFamily(taken, (o) => idFamily(o.id), GIFT_ROW_PATTERN) : taken;
}
