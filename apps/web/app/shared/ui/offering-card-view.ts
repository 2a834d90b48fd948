import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import type { OfferingCardView } from "./offering-card";
import { pictureMedia } from "./picture";

/**
 * A card with only the fields it draws. Pages that list many cards (home rows) send these to the browser: the
 * page data is read by a script before the page can respond, and descriptions and thumbnails it never draws were a
 * third of it. Apart from offering-card.tsx, so the lists that draw whole cards do not load it.
 */
const DRAWN_FIELDS = ["id", "title", "vendorName", "vendorVerified", "priceLabel", "navRef", "rating", "reviewsCount"] as const;

export const offeringCardView = (card: OfferingCardData): OfferingCardView => ({
  ...(Object.fromEntries(DRAWN_FIELDS.map((field) => [field, card[field]])) as Pick<OfferingCardData, (typeof DRAWN_FIELDS)[number]>),
  // The card draws its picture with an empty alt (its title says what it is), so the page data carries none.
  image: { ...pictureMedia(card.image), alt: "" },
});
