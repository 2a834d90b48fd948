// spec: catalogue §5 "Collection rules by price" and "Home gift rows"

export const PRICE_RULES = {
  under500: (price: number) => price > 0 && price < 550,
  under1000: (price: number) => price > 0 && price <= 1000,
  under2000: (price: number) => price > 0 && price <= 2000,
} as const;
export type PriceRule = keyof typeof PRICE_RULES;

/** The family of an offering id: 'DGC12' is 'DGC', 'DID1' is 'DID'. */
export function idFamily(id: string): string {
  return id.replace(/\d+$/, "");
}

export function idNumber(id: string): number {
  return Number(/(\d+)$/.exec(id)?.[1] ?? Number.NaN);
}

/** Home gift rows: 3 from DGC, 2 from NNC, 3 from HOCG, then 1 from HWGH, repeating. */
export const GIFT_ROW_PATTERN: ReadonlyArray<readonly [family: string, take: number]> = [
  ["DGC", 3],
  ["NNC", 2],
  ["HOCG", 3],
  ["HWGH", 1],
];

/**
 * Interleaves items by family following the pattern, repeating until every family is used up.
 * Families that run out are skipped; items of families outside the pattern follow at the end,
 * in their original order.
 */
export function interleaveByFamily<T>(
  items: readonly T[],
  familyOf: (item: T) => string,
  pattern: ReadonlyArray<readonly [string, number]> = GIFT_ROW_PATTERN,
): T[] {
  const queues = new Map<string, T[]>(pattern.map(([family]) => [family, []]));
  const rest: T[] = [];
  for (const item of items) {
    const queue = queues.get(familyOf(item));
    if (queue) queue.push(item);
    else rest.push(item);
  }
  const out: T[] = [];
  let remaining = items.length - rest.length;
  while (remaining > 0) {
    for (const [family, take] of pattern) {
      // Every family of the pattern has its queue (made above).
      const taken = queues.get(family)?.splice(0, take) ?? [];
      out.push(...taken);
      remaining -= taken.length;
    }
  }
  return [...out, ...rest];
}
