import type { OfferingSeed } from "../../types.ts";
import { sweet } from "./sweet.ts";

// Nanna Naturals sweets whose first occasion is Birthday.

export const BIRTHDAY_SWEETS: OfferingSeed[] = [
  sweet(
    "NNS10",
    "Gulkand Coconut Laddoo",
    329,
    "From ₹329",
    "Soft coconut laddoos with a heart of rose-petal gulkand and a sprinkle of pistachio on top.",
    [
      "Fresh coconut laddoos filled with home-made gulkand from Desi roses, sweetened with jaggery.",
      "Cooling, fragrant and pretty to look at, so they are a hit at birthdays and poojas.",
    ],
    [
      "Box of 9 laddoos, about 250 g",
      "Ingredients: fresh coconut, gulkand, organic jaggery, milk solids, pistachio",
      "Best eaten within 7 days; refrigerate after opening",
    ],
    ["birthday", "festive", "thank-you"],
    4.6,
    470,
    81,
    4,
  ),
];
