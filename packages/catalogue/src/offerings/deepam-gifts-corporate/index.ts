import { inIdOrder } from "../id-order.ts";
import { HAMPERS_ABOVE_4000 } from "./above-4000.ts";
import { HAMPERS_UNDER_1000 } from "./under-1000.ts";
import { HAMPERS_UNDER_2000 } from "./under-2000.ts";
import { HAMPERS_UNDER_4000 } from "./under-4000.ts";
import { HAMPERS_UNDER_500 } from "./under-500.ts";

// Deepam Gifts & Decor: corporate Diwali and festive hampers (catalogue §3 DGC 2-28).
// Each file holds one price band of the employee-gift collections (catalogue §5), continued above ₹2,000;
// the list is in id order, the catalogue's order.
export const DEEPAM_CORPORATE_OFFERINGS = inIdOrder([
  ...HAMPERS_UNDER_500,
  ...HAMPERS_UNDER_1000,
  ...HAMPERS_UNDER_2000,
  ...HAMPERS_UNDER_4000,
  ...HAMPERS_ABOVE_4000,
]);
