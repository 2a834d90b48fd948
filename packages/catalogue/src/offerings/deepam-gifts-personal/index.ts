import { inIdOrder } from "../id-order.ts";
import { ANNIVERSARY_HAMPERS } from "./anniversary.ts";
import { BABY_SHOWER_HAMPERS } from "./baby-shower.ts";
import { BIRTHDAY_HAMPERS } from "./birthday.ts";
import { CHRISTMAS_HAMPERS } from "./christmas.ts";
import { DIWALI_HAMPERS } from "./diwali.ts";
import { DUSSEHRA_HAMPERS } from "./dussehra.ts";
import { ENGAGEMENT_HAMPERS } from "./engagement.ts";
import { HOUSEWARMING_HAMPERS } from "./housewarming.ts";
import { THANK_YOU_HAMPERS } from "./thank-you.ts";
import { WEDDING_HAMPERS } from "./wedding.ts";

// Personal gift hampers curated by Deepam Gifts & Decor (catalogue §3 DGP1-32).
// Each file holds the offerings whose first occasion it names;
// the list is in id order, the catalogue's order.
export const DEEPAM_PERSONAL_OFFERINGS = inIdOrder([
  ...BIRTHDAY_HAMPERS,
  ...ANNIVERSARY_HAMPERS,
  ...DIWALI_HAMPERS,
  ...WEDDING_HAMPERS,
  ...HOUSEWARMING_HAMPERS,
  ...BABY_SHOWER_HAMPERS,
  ...CHRISTMAS_HAMPERS,
  ...THANK_YOU_HAMPERS,
  ...DUSSEHRA_HAMPERS,
  ...ENGAGEMENT_HAMPERS,
]);
