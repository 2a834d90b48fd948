import type { ReviewSeed } from "../types.ts";

// Reviews of Deepam Gifts & Decor: corporate hampers, personal gift hampers and office decor.

export const DEEPAM_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-deepam-gifts-1",
    rating: 5,
    comment:
      "We ordered 180 Brass Diya Festive Hampers for our Bellandur office and every single one arrived intact, with the brass diyas properly wrapped. The team loved that the gift was something they could use at home every Diwali, not just eat and forget. Deepam's coordinator kept us updated on the dispatch on WhatsApp and even split the delivery across two days so our reception wasn't flooded.",
    userName: "Priya R.",
    userTitle: "HR Manager, fintech startup",
    date: "2025-10-24",
  },
  {
    id: "rev-deepam-gifts-2",
    rating: 5,
    comment:
      "Lovely Mysore pak hamper, tasted just like the sweet shops in Basavanagudi. Our clients in Chennai asked where we got it from.",
    userName: "Karthik S.",
    userTitle: "Founder, design agency",
    date: "2025-11-03",
  },
  {
    id: "rev-deepam-gifts-3",
    rating: 5,
    comment:
      "They did the Diwali decor for our two floors in Manyata Tech Park: marigold torans, a huge rangoli at reception and lanterns over the cafeteria. The crew set everything up overnight, and the photo booth was the busiest corner of the office all week. Takedown was quick and clean too.",
    userName: "Ananya M.",
    userTitle: "Workplace Experience Lead, IT services",
    date: "2025-10-28",
  },
  {
    id: "rev-deepam-gifts-4",
    rating: 4,
    comment:
      "Good quality dry fruit trays and the engraving looked classy. One box came with a cracked acrylic lid, but they replaced it within two days without any fuss.",
    userName: "Vikram N.",
    userTitle: "Admin Head, manufacturing firm",
    date: "",
  },
  {
    id: "rev-deepam-gifts-5",
    rating: 5,
    comment:
      "Sent a personal gift hamper to my parents in Mysuru for their anniversary, with a handwritten note. Amma called me in tears, the packing was that beautiful.",
    userName: "Deepika K.",
    userTitle: "Verified buyer",
    date: "2025-08-16",
  },
  {
    id: "rev-deepam-gifts-6",
    rating: 5,
    comment: "Channapatna toy hampers were a big hit with employees who have kids. Thoughtful and very Bengaluru.",
    userName: "Rahul J.",
    userTitle: "People Ops, SaaS company",
    date: "2025-11-10",
  },
  {
    id: "rev-deepam-gifts-7",
    rating: 4,
    comment:
      "We went with the Kaju Katli Thank-You Box for 400 people across our warehouses, and it fit the budget well. Ordering a little earlier would have helped us, as we needed express delivery for one site, but the sweets were fresh and the custom card message came out perfectly.",
    userName: "Sneha P.",
    userTitle: "Procurement Manager, logistics company",
    date: "",
  },
  {
    id: "rev-deepam-gifts-8",
    rating: 5,
    comment:
      "Third year in a row we've used Deepam for leadership hampers. The silk-lined trunks feel premium, and our directors actually keep them.",
    userName: "Arjun V.",
    userTitle: "Chief of Staff, healthcare startup",
    date: "2025-10-20",
  },
];
