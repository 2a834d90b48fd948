import { inIdOrder } from "../id-order.ts";
import { BIRTHDAY_SWEETS } from "./birthday.ts";
import { DIWALI_SWEETS } from "./diwali.ts";
import { FESTIVE_SWEETS } from "./festive.ts";

// Small-batch sweets from Nanna Naturals (natural-foods vendor), NNS1 to NNS11.
// Each file holds the offerings whose first occasion it names;
// the list is in id order, the catalogue's order.
export const NANNA_SWEET_OFFERINGS = inIdOrder([...DIWALI_SWEETS, ...FESTIVE_SWEETS, ...BIRTHDAY_SWEETS]);
