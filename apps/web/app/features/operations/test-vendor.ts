import type { OperatorVendorDetail } from "@utsav/domain";

/** A vendor waiting for review, as the console's tests read it. */
export const waitingVendor: OperatorVendorDetail = {
  id: "v-1",
  name: "Marigold Moments",
  area: "Jayanagar",
  reviewState: "waiting",
  verified: false,
  catalogue: false,
  pausedReason: null,
  profileState: "submitted",
  kycState: "submitted",
  submittedAt: "2026-01-05T10:00:00.000Z",
  offeringsCount: 1,
  phone: "+919845012345",
  description: "Fresh flower decor.",
  kycReason: null,
  sections: {
    business: { businessName: "Marigold Moments", titleTag: null, bio: "Fresh flower decor.", categories: ["decor"] },
    contact: null,
    service: null,
    terms: null,
  },
  documents: [
    {
      id: "kyc_1",
      type: "pan",
      maskedNumber: "XXXXXX234F",
      revealable: true,
      expiryDate: null,
      fileName: "pan.png",
      contentType: "image/png",
      sizeBytes: 1200,
      uploadedAt: "2026-01-05T09:00:00.000Z",
      fileUrl: "/api/operator/vendors/v-1/kyc/documents/kyc_1/file",
    },
  ],
  offerings: [
    {
      id: "VND1",
      title: "Zinnia Arch",
      navRef: "/offerings/zinnia-arch-vnd1",
      priceLabel: "₹1,500",
      category: "decor",
      status: 10,
      hiddenReason: null,
    },
  ],
  decisions: [],
};
