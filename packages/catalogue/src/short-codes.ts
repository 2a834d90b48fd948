// spec: catalogue §3 "Short-code lookup: codes dgp1 to dgp32 and nnc1 to nnc6 map to external vendor product page
// URLs. The URLs themselves: not shown." No real address is known, so none is written: an invented shop would send a
// shopper to a page that does not exist. A Buy offering without a link offers the vendor's chat or contact instead
// (application §4 Buy; docs/decisions/0039).

/** The vendors' real product pages by short code ('dgp7'), checked by a person before they are added. None yet. */
export const SHOP_LINKS: Readonly<Record<string, string>> = {};

/** The external purchase link of a short code such as 'dgp7', or null when no real page is known for it. */
export function resolveShortCode(code: string): string | null {
  return Object.hasOwn(SHOP_LINKS, code) ? (SHOP_LINKS[code] ?? null) : null;
}
