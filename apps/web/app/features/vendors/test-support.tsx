import type { VendorDashboard, VendorOffering, VendorOfferingSummary, VendorProfile } from "@utsav/domain";

// Fixtures of the vendor screens (shell, onboarding, profile, dashboard, offerings) in the shapes of the vendor
// contract; the fetch stub and the render they go with are test/vendor-area.tsx.

export function testProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  return {
    vendorId: "v-1",
    businessName: "Bloom Studio",
    logo: null,
    state: "draft",
    submittedAt: null,
    sections: { business: null, contact: null, service: null, terms: null },
    missingSections: ["business", "contact", "service", "terms"],
    kycState: "not_started",
    kycReason: null,
    reviewState: "draft",
    ...overrides,
  };
}

export const completeSections: VendorProfile["sections"] = {
  business: {
    businessName: "Bloom Studio",
    titleTag: null,
    bio: "Balloon arches and flower walls for every party.",
    categories: ["decor"],
  },
  contact: { contactName: "Asha Rao", phoneNumber: "+919876501234", email: null, whatsappNumber: null },
  service: { area: "Indiranagar", serviceAreas: ["Koramangala", "HSR Layout"], serviceRadiusKm: 15, leadTimeDays: 2 },
  terms: {
    advancePercent: 20,
    refundPolicy: "Full refund if we cancel.",
    cancellationPolicy: "Free up to 48 hours before.",
    returnPolicy: null,
  },
};

export function testDashboard(overrides: Partial<VendorDashboard> = {}): VendorDashboard {
  return {
    businessName: "Bloom Studio",
    storeSlug: null,
    profileState: "draft",
    missingSections: [],
    kycState: "not_started",
    kycReason: null,
    review: { state: "draft", pausedReason: null, latest: null },
    counts: {
      liveOfferings: 2,
      waitingOfferings: 0,
      hiddenOfferings: 0,
      licenceOfferings: 0,
      bookingsThisWeek: 1,
      bookingsTotal: 5,
      leadsThisWeek: 0,
      leadsTotal: 3,
    },
    latestBookings: [],
    latestLeads: [],
    ...overrides,
  };
}

export function testSummary(overrides: Partial<VendorOfferingSummary> = {}): VendorOfferingSummary {
  return {
    id: "VND1",
    slug: "balloon-arch-vnd1",
    navRef: "/offerings/balloon-arch-vnd1",
    title: "Balloon arch",
    category: "decor",
    offeringType: "book",
    price: 4999,
    priceLabel: "₹4,999",
    status: 10,
    hiddenReason: null,
    thumbnail: "/media/gallery/g1-thumb.webp",
    updatedAt: "2025-03-01T10:00:00.000Z",
    notice: null,
    ...overrides,
  };
}

export function testOffering(overrides: Partial<VendorOffering> = {}): VendorOffering {
  return {
    id: "VND1",
    slug: "balloon-arch-vnd1",
    navRef: "/offerings/balloon-arch-vnd1",
    title: "Balloon arch",
    category: "decor",
    subCategory: "personal",
    offeringType: "book",
    price: 4999,
    priceLabel: null,
    summary: "A pastel balloon arch for birthdays at home.",
    description: [{ title: "What's included", items: ["150 balloons", "Set-up"] }],
    occasions: ["birthday"],
    redirectUrl: null,
    bookingAttributes: [{ label: "Event date", field: "date", type: "input", inputType: "text", required: true }],
    imageIds: ["g1"],
    images: [],
    status: 10,
    updatedAt: "2025-03-01T10:00:00.000Z",
    goodToKnow: null,
    defaultGoodToKnow: ["Share the #{venue} and #{event date}."],
    ...overrides,
  };
}
