import type { OfferingSeed } from "../../types.ts";

// A Deepam Gifts & Decor corporate hamper and its sections (catalogue §9 delivery and minimum orders).

type Section = OfferingSeed["description"][number];
type Minimum = 10 | 15 | 20 | 30 | "may apply";

const VENDOR = "deepam-gifts";

export function bulkOrders(minimum: Minimum, extra: string[] = []): Section {
  const first =
    minimum === "may apply"
      ? "Minimum order quantities may apply; share your headcount when you call and we will confirm."
      : minimum === 30
        ? "Minimum order of 30 units, as with all our corporate gifts."
        : `Minimum order of ${minimum} units per hamper.`;
  return { title: "Bulk Orders", items: [first, ...extra] };
}

export function delivery(opts: { freeSingleLocation: boolean; expressBangaloreOnly: boolean; handcrafted?: boolean }): Section {
  const items: string[] = [];
  if (opts.freeSingleLocation) items.push("Free delivery to a single Bangalore location.");
  items.push("Standard delivery is free and dispatched in 3-4 working days.");
  items.push(
    opts.expressBangaloreOnly
      ? "Express delivery costs ₹3,000 and needs at least 24 hours' notice (Bangalore only)."
      : "Express delivery costs ₹3,000 and needs at least 24 hours' notice.",
  );
  if (opts.handcrafted) items.push("This hamper needs at least 3 working days, as every piece is finished by hand.");
  items.push("Pricing excludes shipping and packaging for multi-location orders, which are billed at actual cost.");
  return { title: "Delivery", items };
}

export function productDetails(lines: string[]): Section {
  return {
    title: "Product Details",
    items: [...lines, "Images may differ from the actual product by 10-15%.", "A gift note or card can be added to every hamper."],
  };
}

export function hamper(
  fields: Omit<OfferingSeed, "vendor" | "category" | "subCategory" | "offeringType" | "motif" | "rating" | "totalClients" | "totalReviews">,
): OfferingSeed {
  return {
    ...fields,
    vendor: VENDOR,
    category: "gifts",
    subCategory: "corporate",
    offeringType: "call",
    motif: "hamper",
    rating: 4.3,
    totalClients: 1000,
    totalReviews: 203,
  };
}
