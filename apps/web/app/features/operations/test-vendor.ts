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

/**
 * An approved vendor asking for a new name, another category and a new PAN card, which wait for review beside the
 * approved ones (docs/decisions/0032), with its latest edits.
 */
export const changingVendor: OperatorVendorDetail = {
  ...waitingVendor,
  reviewState: "approved",
  verified: true,
  kycState: "approved",
  documents: [
    ...waitingVendor.documents,
    {
      id: "kyc_2",
      type: "pan",
      maskedNumber: "XXXXXX678K",
      revealable: true,
      expiryDate: null,
      fileName: "pan-new.png",
      contentType: "image/png",
      sizeBytes: 1300,
      uploadedAt: "2026-02-01T09:00:00.000Z",
      fileUrl: "/api/operator/vendors/v-1/kyc/documents/kyc_2/file",
      pendingReview: true,
    },
  ],
  identityChange: {
    id: "ic_1",
    requestedAt: "2026-02-01T09:05:00.000Z",
    fields: ["businessName", "categories", "documents"],
    before: { businessName: "Marigold Moments", categories: ["decor"] },
    after: { businessName: "Marigold Moments Events", categories: ["decor", "sweets"] },
    documents: [{ type: "pan", beforeDocumentId: "kyc_1", afterDocumentId: "kyc_2" }],
  },
  recentChanges: [
    {
      id: "3",
      at: "2026-02-01T09:05:00.000Z",
      vendorId: "v-1",
      kind: "identity.requested",
      target: "ic_1",
      fields: ["businessName"],
      before: { businessName: "Marigold Moments" },
      after: { businessName: "Marigold Moments Events" },
      clientAddress: "203.0.113.7",
    },
    {
      id: "2",
      at: "2026-01-31T18:30:00.000Z",
      vendorId: "v-1",
      kind: "offering.updated",
      target: "VND1",
      fields: ["price", "description"],
      before: { price: 1500 },
      after: { price: 1800 },
      clientAddress: null,
    },
  ],
};
