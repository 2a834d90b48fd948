import type { OfferingSeed } from "../../types.ts";
import { sweet } from "./sweet.ts";

// Nanna Naturals sweets whose first occasion is Festive Season.

export const FESTIVE_SWEETS: OfferingSeed[] = [
  sweet(
    "NNS4",
    "Coconut Jaggery Burfi",
    279,
    "From ₹279",
    "Fresh grated coconut cooked down with jaggery and cardamom into soft, golden-brown burfi squares.",
    [
      "Made with fresh coconut from Tiptur, grated in our kitchen the morning we cook.",
      "A simple, homely sweet that goes well with a cup of filter coffee.",
    ],
    [
      "Box of 12 squares, about 250 g",
      "Ingredients: fresh coconut, organic jaggery, cardamom, desi ghee",
      "Best eaten within 7 days; refrigerate after opening",
    ],
    ["festive", "birthday", "thank-you"],
    4.5,
    720,
    128,
    3,
  ),
  sweet(
    "NNS7",
    "Ragi Sesame Ellu Unde",
    269,
    "From ₹269",
    "Crunchy laddoos of roasted ragi, black sesame and jaggery, a Sankranti favourite made for every season.",
    [
      "A wholesome Karnataka sweet made with roasted finger millet, black sesame and a touch of groundnut.",
      "Rich in calcium and iron, and a great after-school snack for children.",
    ],
    [
      "Box of 10 laddoos, about 250 g",
      "Ingredients: ragi flour, black sesame, groundnuts, organic jaggery, cardamom",
      "Best eaten within 20 days",
    ],
    ["festive", "birthday"],
    4.5,
    610,
    104,
    3,
  ),
  sweet(
    "NNS9",
    "Peanut Jaggery Chikki Squares",
    259,
    "From ₹259",
    "Thin, crackly chikki of roasted peanuts and jaggery, cut into squares and wrapped in butter paper.",
    [
      "Made the Lonavala way, but with Karnataka peanuts and organic jaggery cooked to a perfect crack.",
      "Crisp without being hard on the teeth, and a snack that disappears quickly at office tea breaks.",
    ],
    [
      "Box of 16 squares, about 250 g",
      "Ingredients: roasted peanuts, organic jaggery, a little desi ghee",
      "Keeps for 45 days in an airtight container",
    ],
    ["festive", "thank-you", "corporate"],
    4.4,
    540,
    87,
    3,
  ),
];
