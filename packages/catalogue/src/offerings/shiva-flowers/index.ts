import { inIdOrder } from "../id-order.ts";
import { ENGAGEMENT_DECOR } from "./engagement.ts";
import { FESTIVE_DECOR } from "./festive.ts";
import { WEDDING_DECOR } from "./wedding.ts";

// Shiva Flower Traders: floral wholesaler and decorator within 20 km of KR Puram (SHIVA1-8).
// Each file holds the offerings whose first occasion it names;
// the list is in id order, the catalogue's order.
export const SHIVA_OFFERINGS = inIdOrder([...WEDDING_DECOR, ...FESTIVE_DECOR, ...ENGAGEMENT_DECOR]);
