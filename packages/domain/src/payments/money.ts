import { rupees } from "../shared/display.ts";

// Amounts in paise as screens show them (docs/decisions/0048): its own module, so a page that shows an amount loads
// none of the payments' other words.

const inrPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in paise as screens show it: '₹875', or '₹87.50' when it has paise. */
export function money(paise: number): string {
  return paise % 100 === 0 ? rupees(paise / 100) : `₹${inrPaise.format(paise / 100)}`;
}
