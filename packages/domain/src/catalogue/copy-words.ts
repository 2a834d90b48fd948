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
  qualityPoints: ["Vendors checked before they list", "Prices shown up front", "Real reviews from Bengaluru clients"],
  actions: { buy: "Buy Now", book: "Book Now", call: "Call Now" },
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
  readMoreOf: (userName: string) => `Read more of ${userName}'s review`,
  reviewsCount: (count: number) => `Reviews (${count})`,
  filtersApplied: (count: number) => (count > 0 ? `Filters (${count} applied)` : "Filters"),
  offeringsCount: (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "offering" : "offerings"}`,
} as const;
