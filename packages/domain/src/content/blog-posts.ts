// The blog's articles, kept as data until there is a content service (application §2: /blog); the web and the app
// draw them at the same addresses (docs/decisions/0066).

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date of publication. */
  date: string;
  excerpt: string;
  paragraphs: string[];
}

/** Newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: "festive-sweets-for-the-office",
    title: "Festive sweets for the office: how much to order and when",
    date: "2025-10-13",
    excerpt: "A simple way to size a sweets order for a team, keep it fresh, and make sure everyone has something they can eat.",
    paragraphs: [
      "For a team celebration, plan on two to three pieces of sweets per person, or about 100 grams. If savouries are on the table as well, two pieces each is plenty. For sweets sent home as gifts, a 250-gram box per person is the usual size and travels well.",
      "Mix at least three kinds: one milk-based sweet, one made with dry fruits, and one that is sugar-free or jaggery-based. This covers most preferences and dietary needs without creating a long list. Ask the maker to label each box with ingredients and allergens, especially nuts and milk, and check that the label carries the FSSAI licence number.",
      "Milk sweets keep for two to three days and need a fridge; dry-fruit and besan sweets keep for a week or more. For an office celebration, schedule delivery for the morning of the event. For gifting boxes, ask for a packing date on each box and order them no more than five days before they are handed out.",
      "Place orders for Diwali week at least a week in advance, and two weeks for more than a hundred boxes. Small-batch makers often cap their festival orders, and the best ones fill up first.",
    ],
  },
  {
    slug: "outdoor-lighting-for-apartments",
    title: "Outdoor lighting for apartments and villas: a festive season guide",
    date: "2025-10-06",
    excerpt:
      "Balcony strings, villa facades and gate arches: what to ask your association, how much power you need and how to keep it all safe in the October rain.",
    paragraphs: [
      "Festive lighting is the quickest way to make a home feel like Diwali, but in a Bengaluru apartment it starts with a conversation, not a ladder. Most associations allow lights inside your own balcony and on your door frame, and have rules for anything that touches the common facade, the terrace or the lift lobby. Ask the facility manager before you book a decorator: which walls may be used, whether drilling is allowed, and until what time lights may stay on.",
      "Plan the power before the pattern. A balcony of warm-white LED strings draws very little, often less than a single ceiling fan, so a normal socket will do. Villa facades, gate arches and tree wraps are different: ask the decorator for the total wattage and the number of sockets they need, and keep outdoor connections off extension boards that sit on the floor. A simple plug-in timer set from 6 pm to 11 pm saves power and keeps the neighbours happy.",
      "October in Bengaluru still brings evening showers. Insist on outdoor-rated strings and sealed connectors, ask that joints be wrapped and lifted off the floor, and keep every plug under a roof. A good decorator does this without being asked; if a quote does not mention weatherproofing, ask why.",
      "Choose a palette and stick to it. Warm white reads as elegant on cream and brick facades, while multicolour works best on trees and gates where it will be seen from the road. Mixing the two on the same wall usually looks accidental. For apartments, curtain lights behind a sheer balcony cloth give a soft glow from inside and outside at the same time.",
      "Book installation at least ten days before the festival: the week before Diwali is the busiest of the year for lighting crews, and the best teams are fully booked. Confirm in writing who takes the lights down and when, since many decorators rent their strings and will come back for them after the festival.",
    ],
  },
  {
    slug: "diwali-office-decor-checklist",
    title: "A Diwali office decor checklist for Bengaluru teams",
    date: "2025-09-22",
    excerpt: "From facility approvals to the last diya, a week-by-week checklist for decorating the office without disrupting work.",
    paragraphs: [
      "Office Diwali decor goes smoothly when it starts three weeks out. Begin with the facility team: most tech parks and managed offices have rules on open flames, on what can be stuck to glass, and on when outside vendors may work. Get these in writing, along with the hours your decorator can use the service lift and the loading bay.",
      "Two weeks out, fix the scope and the budget. The reception, the pantry and one photo corner carry most of the festive feel; decorating every bay rarely adds much. Ask decorators for a quote per zone, with photographs of similar work, and check whether the price includes installation, removal and GST. If the office is shared across floors, agree on one theme so the building looks planned rather than patchy.",
      "Replace open flames with LED diyas and electric candles unless the facility explicitly allows oil lamps, and keep rangoli away from walkways and fire exits. Flower torans and marigold strings look wonderful for about three days in an air-conditioned office, so time fresh flowers for the day of the celebration and use fabric or paper torans for the rest of the week.",
      "The week of the celebration, confirm the install slot, ideally after working hours the evening before, so the team walks into a finished space. Nominate one person to sign off on the setup and to check that cables are taped down and exits are clear. Arrange a photo corner with good light: it will be the most-used piece of decor.",
      "Finally, plan the takedown. Agree the date with the decorator in advance, keep the reusable pieces labelled for next year, and send flowers home with the team rather than to the bin.",
    ],
  },
  {
    slug: "corporate-hampers-by-budget",
    title: "Choosing corporate hampers by budget: under ₹500, ₹1,000 and ₹2,000",
    date: "2025-09-08",
    excerpt:
      "What a good hamper looks like at each budget, how to order for a large team, and the paperwork your finance team will ask for.",
    paragraphs: [
      "Start with the headcount and the budget per person, not with the catalogue. A team of eighty at ₹1,000 each is a very different order from a few client hampers at ₹5,000, and it decides everything that follows: how much can be personalised, how far in advance to order, and whether delivery is to one office or to many homes.",
      "Under ₹500, choose one good thing over many small ones. A box of fresh sweets from a known maker, a small jar of premium dry fruits, or a scented candle with a handwritten note feels more thoughtful than a basket of fillers. At this budget, ask for the packaging to be simple and sturdy: it is what arrives, after all.",
      "Between ₹500 and ₹1,000, combinations work well: sweets with a dry-fruit pack, a plant with a planter, or a small gourmet set of tea or coffee. This is the sweet spot for most team gifting, and the range where vendors can usually add your logo on a sleeve or card without a large minimum order.",
      "Between ₹1,000 and ₹2,000, a hamper can be built around a useful keepsake: a brass diya set, a good mug with coffee, or a desk plant with care instructions. For clients and leadership gifts, ask the vendor for a sample first; most will send one for approval on orders of fifty or more.",
      "Whatever the budget, order early. For Diwali, place bulk orders three to four weeks before, confirm a delivery window in writing, and ask for a GST invoice with your company's GSTIN. If hampers go to homes, collect addresses with a simple form, and check the shelf life of anything edible: fresh sweets keep for about a week, dry fruits and packaged items for months.",
    ],
  },
  {
    slug: "flower-decor-lead-times",
    title: "How early should you book flower decor in Bengaluru?",
    date: "2025-08-18",
    excerpt:
      "Lead times for everything from a marigold toran to a full stage backdrop, and why festival weeks need more notice than weddings.",
    paragraphs: [
      "Flower decor depends on two calendars: the decorator's and the flower market's. Bengaluru's wholesale markets supply marigold, jasmine, roses and chrysanthemums every morning, but prices and availability swing sharply around Ganesha Chaturthi, Dasara and Diwali, and in the peak wedding months. Booking early locks both the team and the price.",
      "For small pieces, a door toran, a pooja backdrop or a table arrangement, three to five days is usually enough outside festival weeks. During festival weeks, book at least ten days ahead; many decorators stop taking small orders a few days before Diwali because the morning market runs short.",
      "For a home function with a stage or backdrop, such as a naming ceremony, a housewarming or a baby shower, allow two to three weeks. This leaves time to share photographs of the space, agree the colours, and see a mock-up or reference pictures before you pay the advance.",
      "For large events, corporate celebrations and weddings, start six to eight weeks ahead, and earlier for dates that fall on auspicious days, which fill quickly. Ask the decorator to name the flowers in the quote and to suggest substitutes in case one is scarce on the day.",
      "Fresh flowers last about a day outdoors and two to three days indoors in air-conditioning. Schedule the setup for the morning of the event, or the previous evening for early functions, and ask whether the decorator clears the flowers afterwards. Jasmine and marigold can go to a temple or a compost pit rather than to the bin.",
    ],
  },
];

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** Minutes to read at about 200 words a minute, rounded up. */
export function readingMinutes(post: BlogPost): number {
  const words = post.paragraphs.join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
