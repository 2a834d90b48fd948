// catalogue: its part of COPY and copyFor (shared/copy.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const copy = {
  startingAt: "Starting at",
  viewAll: "View All",
  viewMore: "View More",
  offeringsTitle: "Offerings",
  from: "From",
  // offering detail (application §2 Offering detail)
  providedBy: "Provided By",
  haveQuestions: "Have any questions?",
  reviews: "Reviews",
  allReviews: "All reviews",
  noReviews: "No reviews yet",
  readMore: "Read More",
  rating: "Rating",
  served: "Served",
  viewFullScreen: "View full screen",
  qualityTitle: "Quality professionals you can trust",
  // What the product does today (issue 38): the same promises as the home trust block, none about reviews.
  qualityPoints: ["Vendors approved before they list", "Starting prices on every offering", "Each vendor's terms shown before you book"],
  actions: { buy: "Buy Now", book: "Book Now", call: "Call Now" },
  // a Buy without a purchase link (application §4 Buy; docs/decisions/0039)
  howToBuy: "How to buy",
  // offering lists, filters, sort and search (application §2 Offering list and filter bar, Search)
  filters: "Filters",
  sortBy: "Sort By",
  apply: "Apply",
  clearAll: "Clear All",
  priceRange: "Price Range",
  categories: "Categories",
  verifiedVendors: "Verified Vendors",
  /** The badge beside a vendor whose documents operators checked (docs/decisions/0020). */
  verified: "Verified",
  vendors: "Vendors",
  minimumPrice: "Minimum price",
  maximumPrice: "Maximum price",
  loadMore: "Load more",
} as const;

export const copyFor = {
  aboutVendor: (vendor: string) => `About ${vendor}`,
  moreOfferingsBy: (vendor: string) => `More offerings by ${vendor}`,
  basedOnReviews: (count: number) => `Based on ${count} reviews`,
  ratedOutOf5: (rating: string) => `Rated ${rating} out of 5`,
  picturesOf: (title: string) => `Pictures of ${title}`,
  pictureOf: (position: number, count: number) => `Picture ${position} of ${count}`,
  /** A video's place among the carousel's items, where a picture's says "Picture n of m" (docs/decisions/0064). */
  videoOf: (position: number, count: number) => `Video ${position} of ${count}`,
  /** A hero message dot (application §4 "Hero text rotates through its lines … with dot indicators"). */
  showMessage: (position: number, count: number) => `Show message ${position} of ${count}`,
  /** The sort button once a sort is chosen: its name, then the chosen option (application §2 Sort). */
  sortedBy: (option: string) => `Sort By: ${option}`,
  readMoreOf: (userName: string) => `Read more of ${userName}'s review`,
  reviewsCount: (count: number) => `Reviews (${count})`,
  filtersApplied: (count: number) => (count > 0 ? `Filters (${count} applied)` : "Filters"),
  /** The "How to buy" sheet's line when the vendor can be reached on WhatsApp. */
  buyByChat: (vendor: string) => `${vendor} takes orders for this offering directly. Chat with them on WhatsApp to place your order.`,
  /** The same line when the vendor's number is the way to reach them (the call sheet's View Contact). */
  buyByCall: (vendor: string) => `${vendor} takes orders for this offering directly. View their contact to place your order.`,
  chatWith: (vendor: string) => `Chat with ${vendor}`,
  /** The WhatsApp message the support block's chat with a vendor starts with (its own WhatsApp number). */
  vendorChat: (offeringName: string) => `Hi, I have a question about ${offeringName}.`,
  /** The WhatsApp message the "How to buy" chat starts with. */
  buyMessage: (offering: string) => `Hi, I would like to buy ${offering}.`,
  offeringsCount: (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "offering" : "offerings"}`,
} as const;
