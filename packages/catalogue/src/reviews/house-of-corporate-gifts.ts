import type { ReviewSeed } from "../types.ts";

export const HOCG_REVIEWS: ReviewSeed[] = [
  {
    id: "rev-house-of-corporate-gifts-1",
    rating: 5,
    comment:
      "We ordered 140 Classic Dry Fruit hampers for our Whitefield and Bellandur offices and every box arrived sealed and neatly labelled by floor. The team helped us word the gift card from our CEO and confirmed everything on a single call. Planning a week ahead made the whole Diwali week stress-free for my team.",
    userName: "Priya R.",
    userTitle: "HR Manager, fintech startup",
    date: "2025-10-14",
  },
  {
    id: "rev-house-of-corporate-gifts-2",
    rating: 5,
    comment: "The seed paper kits were a hit with our sustainability-minded team. Simple, thoughtful and well within budget.",
    userName: "Karthik S.",
    userTitle: "Admin Lead, SaaS company",
    date: "2025-10-20",
  },
  {
    id: "rev-house-of-corporate-gifts-3",
    rating: 4,
    comment:
      "The silver-plated pooja thalis for our client list looked rich and the velvet boxes were lovely. One thali had a small scratch, which they replaced before our dispatch date. Do note that GST and shipping are added on top of the listed price.",
    userName: "Anjali M.",
    userTitle: "Founder, design consultancy",
    date: "2025-10-08",
  },
  {
    id: "rev-house-of-corporate-gifts-4",
    rating: 5,
    comment:
      "We had 35 people working from home across Bangalore, from Yelahanka to Electronic City, and they delivered the Eco Jute hampers to each address. Tracking who had received theirs was easy because they shared a simple delivery sheet every evening.",
    userName: "Rahul N.",
    userTitle: "People Operations, product studio",
    date: "",
  },
  {
    id: "rev-house-of-corporate-gifts-5",
    rating: 5,
    comment:
      "Ordered the Brass Akhand Diya hamper for our senior leadership and the feedback was wonderful. Several of them lit it for Lakshmi Puja and sent us photos. The brass is heavy and solid, not the thin stuff you usually get in corporate gifting.",
    userName: "Deepa K.",
    userTitle: "Executive Assistant to the CEO, manufacturing firm",
    date: "2025-11-03",
  },
  {
    id: "rev-house-of-corporate-gifts-6",
    rating: 5,
    comment: "Chocolate bites boxes for 60 interns, delivered on time and beautifully packed. Great value.",
    userName: "Sneha V.",
    userTitle: "Talent Acquisition Lead, IT services",
    date: "2025-10-17",
  },
  {
    id: "rev-house-of-corporate-gifts-7",
    rating: 4,
    comment:
      "Good range of tea hampers and the Darjeeling tasting box went down well with our team. I wish we had known about the one-week lead time earlier, as we had to shift our gifting day slightly, but the quality made up for it.",
    userName: "Vikram H.",
    userTitle: "Office Manager, architecture practice",
    date: "",
  },
  {
    id: "rev-house-of-corporate-gifts-8",
    rating: 5,
    comment:
      "As a 14-person startup we were worried about minimum orders, but 10 units is very manageable. The logo-engraved bamboo desk organisers still sit on everyone's desk, months after Diwali.",
    userName: "Arjun P.",
    userTitle: "Co-founder, D2C brand",
    date: "2025-12-12",
  },
];
