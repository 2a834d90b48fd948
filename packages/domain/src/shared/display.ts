import { DISPLAY_TEXT } from "./constants.ts";

// spec: application §2 (client count text, rating) and catalogue §9 (reviews and display)

/** 'N+ Clients' below 1,000; floored 'K+ Clients' from 1,000; floored 'L+ Clients' (lakh) from 100,000. */
export function clientCountText(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n >= 100_000) return `${Math.floor(n / 100_000)}L+ Clients`;
  if (n >= 1_000) return `${Math.floor(n / 1_000)}K+ Clients`;
  return `${n}+ Clients`;
}

/** A rating to one decimal, or 'N/A' when there is none (no reviews is not a zero-star rating). */
export function ratingText(rating: number | null | undefined): string {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating <= 0) return "N/A";
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/**
 * A vendor's rating: the mean of its reviews' whole stars, to one decimal, or null when it has none
 * (docs/decisions/0025). The badge beside the reviews, the vendor panel and search engines all show this figure.
 */
export function ratingOfReviews(reviews: readonly { rating: number }[]): number | null {
  if (reviews.length === 0) return null;
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return Math.round(mean * 10) / 10;
}

export function reviewsCountText(count: number | null | undefined): string {
  return count === null || count === undefined || count <= 0 ? "N/A" : String(count);
}

const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Indian digit grouping with the rupee sign: 100000 becomes '₹1,00,000'. */
export function rupees(amount: number): string {
  return `₹${inr.format(amount)}`;
}

/**
 * The price a consumer sees: the price, or, when it is 0 (catalogue §5 keeps one sweet at 0 labelled
 * 'From ₹299'), the first amount in the label. Sorting and filtering by price use this.
 */
export function shownPrice(offering: { price: number; priceLabel: string }): number {
  if (offering.price > 0) return offering.price;
  return priceLabelAmount(offering.priceLabel) ?? 0;
}

/**
 * The amount a price label names ('From ₹1,350' → 1350, '₹6,000 per floor per day' → 6000, a bare '499' → 499),
 * or null when it names none. Search engines are given this amount, never a price of 0.
 */
export function priceLabelAmount(priceLabel: string): number | null {
  const amount = /₹\s*(\d[\d,]*)/.exec(priceLabel)?.[1] ?? /^\s*(\d[\d,]*)\s*$/.exec(priceLabel)?.[1];
  const n = amount ? Number(amount.replace(/,/g, "")) : 0;
  return n > 0 ? n : null;
}

/**
 * The small line above the price (application §2 Price bar, "subtitle (default 'From')"): the subtitle the data gives,
 * else 'From'. No offering gives one today, so every price bar says 'From', a fixed price too, as the spec has it.
 */
export function priceSubtitle(given?: string | null): string {
  return given?.trim() || DISPLAY_TEXT.from;
}

/** spec: application §2 "price text with 'From ' removed" (the subtitle says 'From'). */
export function priceTextWithoutFrom(priceLabel: string): string {
  return priceLabel.replace(/^From\s+/, "");
}

export type EmphasisPart = { text: string; bold: boolean };

/** spec: application §2 "The connectInfo lines mark bold parts with #{text}". */
export function parseEmphasis(line: string): EmphasisPart[] {
  const parts: EmphasisPart[] = [];
  const pattern = /#\{([^}]*)\}/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: line.slice(last, index), bold: false });
    if (match[1]) parts.push({ text: match[1], bold: true });
    last = index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), bold: false });
  return parts;
}

/** The avatar's letters when there is no picture: the first letters of the first two words of the name, in capitals. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}
