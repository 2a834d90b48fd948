import { inIdOrder } from "../id-order.ts";
import { HAMPERS_UNDER_1000 } from "./under-1000.ts";
import { HAMPERS_UNDER_2000 } from "./under-2000.ts";
import { HAMPERS_UNDER_4000 } from "./under-4000.ts";
import { HAMPERS_UNDER_500 } from "./under-500.ts";

// Festive hampers from Nanna Naturals (natural-foods vendor), NNC1 to NNC7.
// Each file holds one price band of the employee-gift collections (catalogue §5), continued above ₹2,000;
// the list is in id order, the catalogue's order.
export const NANNA_HAMPER_OFFERINGS = inIdOrder([
  ...HAMPERS_UNDER_500,
  ...HAMPERS_UNDER_1000,
  ...HAMPERS_UNDER_2000,
  ...HAMPERS_UNDER_4000,
]);
