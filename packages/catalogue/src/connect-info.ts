import type { Category, SubCategory } from "@utsav/domain";

// spec: catalogue §3 "connectInfo: a list of lines where #{...} marks emphasised parts. It is chosen by vendor,
// category and sub-category." The most specific entry wins: vendor, then category and sub-category, then category.

type Key = `${string}|${Category | "*"}|${SubCategory | "*"}`;

export const CONNECT_INFO_LINES: Partial<Record<Key, string[]>> = {
  "*|gifts|corporate": [
    "Share your #{team size}, #{budget per gift} and #{delivery date} so the vendor can suggest the right hampers.",
    "Ask about #{bulk pricing}, #{custom branding} and delivery to #{multiple office locations}.",
    "Lead time for corporate orders is usually #{3-7 working days}; plan festive orders early.",
  ],
  "*|gifts|*": [
    "Tell the vendor the #{occasion}, the #{delivery date} and whether you want a #{gift note}.",
    "Ask about #{express delivery} if you need it within a day or two.",
  ],
  "*|sweets|*": [
    "Mention the #{quantity} and #{delivery date}; sweets are made fresh in small batches.",
    "Ask about #{sugar-free} and #{nut-free} options if anyone has dietary needs.",
  ],
  "*|decor|*": [
    "Share the #{venue}, #{event date} and #{approximate area} so the vendor can quote accurately.",
    "Ask what the #{advance} is and when #{setup and teardown} happen.",
    "Photos of the space help the vendor suggest a #{theme} that fits.",
  ],
  "zenith-sound|decor|*": [
    "Tell the vendor the #{number of floors}, #{number of days} and your #{society or villa address}.",
    "Lighting is priced #{per floor per day}; each offering's #{booking information} gives its minimum floors and days.",
    "Book #{5-6 days ahead}; a #{50% advance} confirms the slot.",
  ],
  "sri-ranga-lights|decor|*": [
    "Tell the vendor the #{number of floors or pieces}, #{dates} and #{address}.",
    "Book #{2-3 days ahead}; a #{25% advance} confirms the slot.",
  ],
  "house-of-corporate-gifts|gifts|*": [
    "Minimum order is #{10 units}; orders need #{1 week} of lead time.",
    "Share your #{logo} for branded packaging and the #{delivery addresses}.",
    "#{GST and shipping} are billed extra.",
  ],
  "highball-works|gifts|*": [
    "Minimum order is #{50 sets}; #{branding} is available above 50 sets.",
    "Allow #{10-15 days with gift box} or #{7 days without}.",
  ],
};

const ALL: Category | "*" = "*";

export function connectInfoFor(vendorKey: string, category: Category, subCategory: SubCategory): string[] {
  const candidates: Key[] = [
    `${vendorKey}|${category}|${subCategory}`,
    `${vendorKey}|${category}|*`,
    `*|${category}|${subCategory}`,
    `*|${category}|*`,
    `*|${ALL}|*`,
  ];
  for (const key of candidates) {
    const lines = CONNECT_INFO_LINES[key];
    if (lines) return lines;
  }
  return [];
}
