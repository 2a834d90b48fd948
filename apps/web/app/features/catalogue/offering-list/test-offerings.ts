import type { OfferingCard } from "@utsav/domain";

/** An offering card for tests: only the fields a test cares about need be given. */
export function makeOffering(fields: Partial<OfferingCard> & Pick<OfferingCard, "id">): OfferingCard {
  const price = fields.price ?? 1000;
  return {
    title: `Offering ${fields.id}`,
    description: "",
    image: { id: `${fields.id}-1`, type: "image", url: `/assets/${fields.id}.webp`, alt: "", muted: true },
    price,
    priceLabel: `From ₹${price}`,
    category: "gifts",
    subCategory: "all",
    vendorName: "Deepam Gifts & Decor",
    vendorVerified: true,
    rating: 4,
    navRef: `/offerings/${fields.id.toLowerCase()}`,
    offeringType: "call",
    ...fields,
  };
}
