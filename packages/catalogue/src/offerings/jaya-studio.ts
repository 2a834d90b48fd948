import type { OfferingSeed } from "../types.ts";

// Jaya Studio Spaces: office decor, Bangalore only, cash on delivery.

const paymentSection = {
  title: "Payment & Cancellation Policy",
  items: ["Payment is cash on delivery (COD); pay when the kit or decor is delivered."],
};

export const JAYA_OFFERINGS: OfferingSeed[] = [
  {
    id: "JSS1",
    title: "Festive Office Decor Kit",
    vendor: "jaya-studio",
    category: "decor",
    subCategory: "corporate",
    price: 4999,
    priceLabel: "₹4,999",
    offeringType: "book",
    summary: "A ready festive decor kit for offices up to 1,500 sq ft, delivered within 1 day for your team to put up.",
    description: [
      {
        title: "Overview",
        items: [
          "Everything a small office needs to look festive for Diwali or Dussehra, packed in one box.",
          "Sized for offices up to 1,500 sq ft and teams under 60.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Artificial marigold and mango-leaf torans for the entrance and two doors",
          "Fabric bunting in festive colours for the workspace",
          "Reusable rangoli mat with kundan and mirror work",
          "12 LED diyas and two warm-white fairy-light strings",
          "Hanging paper lanterns and a small backdrop for a team photo corner",
          "A one-page guide to put it all up in under an hour",
        ],
      },
      {
        title: "Delivery",
        items: ["Bangalore only.", "The kit is delivered within 1 day of booking."],
      },
      {
        title: "How It Works",
        items: [
          "Book with your name, mobile number and office address.",
          "We call to confirm the delivery slot.",
          "Pay cash on delivery when the kit arrives.",
        ],
      },
      paymentSection,
    ],
    occasions: ["diwali", "dussehra", "corporate", "festive"],
    rating: 4.6,
    totalClients: 78,
    totalReviews: 31,
    bookingAttributes: [
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
      { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
    ],
    motif: "office",
    imageCount: 4,
  },
  {
    id: "JSS2",
    title: "Full Office Festive Decor Setup",
    vendor: "jaya-studio",
    category: "decor",
    subCategory: "corporate",
    price: 9999,
    priceLabel: "From ₹9,999",
    offeringType: "book",
    summary: "Our stylists decorate your whole office, from entrance to workspace and pantry, for offices up to 1,500 sq ft.",
    description: [
      {
        title: "Overview",
        items: [
          "A styled festive makeover for the whole office, set up by our team.",
          "Sized for offices up to 1,500 sq ft, roughly 50-60 people.",
        ],
      },
      {
        title: "What's Included",
        items: [
          "Entrance decor with torans, lanterns and a rangoli",
          "Reception or lobby backdrop with fairy lights",
          "Bunting and hanging decor across the workspace",
          "Pantry and meeting-room touches with diyas and centrepieces",
          "Photo corner for team pictures",
          "Setup and take-down by our team",
        ],
      },
      {
        title: "Decor Themes",
        items: ["Classic Diwali in marigold and gold", "Modern pastel with lanterns", "Dussehra traditional with brass and banana leaf"],
      },
      {
        title: "Service Area",
        items: ["Bangalore only."],
      },
      {
        title: "How It Works",
        items: [
          "Book with your name, mobile number and office address.",
          "We call to fix the theme and a setup time before or after office hours.",
          "Pay cash on delivery once the decor is up.",
        ],
      },
      paymentSection,
    ],
    occasions: ["diwali", "dussehra", "corporate", "festive"],
    rating: 4.7,
    totalClients: 42,
    totalReviews: 18,
    bookingAttributes: [
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
      { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
    ],
    motif: "office",
    imageCount: 5,
  },
];
