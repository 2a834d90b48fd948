import { inIdOrder } from "../id-order.ts";
import { GIFTS_ABOVE_4000 } from "./above-4000.ts";
import { GIFTS_UNDER_1000 } from "./under-1000.ts";
import { GIFTS_UNDER_2000 } from "./under-2000.ts";
import { GIFTS_UNDER_4000 } from "./under-4000.ts";
import { GIFTS_UNDER_500 } from "./under-500.ts";

// House of Corporate Gifts: corporate Diwali hampers and gifts, ordered over a call (HOCG1-38).
// Each file holds one price band of the employee-gift collections (catalogue §5), continued above ₹2,000;
// the list is in id order, the catalogue's order.
export const HOCG_OFFERINGS = inIdOrder([
  ...GIFTS_UNDER_500,
  ...GIFTS_UNDER_1000,
  ...GIFTS_UNDER_2000,
  ...GIFTS_UNDER_4000,
  ...GIFTS_ABOVE_4000,
]);
