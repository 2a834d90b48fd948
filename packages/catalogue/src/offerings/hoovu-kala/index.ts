import { inIdOrder } from "../id-order.ts";
import { BABY_SHOWER_DECOR } from "./baby-shower.ts";
import { DIWALI_DECOR } from "./diwali.ts";
import { HOUSEWARMING_DECOR } from "./housewarming.ts";
import { WEDDING_DECOR } from "./wedding.ts";

// Hoovu Kala Flower Decor: flower decor within 15 km of HSR Layout (HKGN1-8).
// Each file holds the offerings whose first occasion it names;
// the list is in id order, the catalogue's order.
export const HOOVU_OFFERINGS = inIdOrder([...DIWALI_DECOR, ...WEDDING_DECOR, ...BABY_SHOWER_DECOR, ...HOUSEWARMING_DECOR]);
