// What each entry of a vendor's change history is called (docs/decisions/0032): its own module, as only the console's
// pages show them, so the vendor area's pages do not carry them.

/** What each entry of a vendor's change history is called in the console. */
export const VENDOR_CHANGE_LABELS = {
  "profile.business": "Edited the business details",
  "profile.contact": "Edited the contact details",
  "profile.service": "Edited the service area and lead times",
  "profile.terms": "Edited the payment and cancellation terms",
  "identity.requested": "Asked to change its name, categories or documents",
  "offering.created": "Added an offering",
  "offering.updated": "Edited an offering",
  "offering.status": "Changed an offering's status",
  "gallery.main_image": "Changed its logo (main gallery image)",
  // Its team (docs/decisions/0033): the owner's invitations and removals, and who joined.
  "team.invited": "Invited a phone to its team",
  "team.invite_revoked": "Revoked an invitation to its team",
  "team.joined": "A person joined the business",
  "team.removed": "Removed a member of its team",
  // Where it is paid out (docs/decisions/0051): the number is named as changed, never kept in the history.
  "payout.account": "Changed its bank account for payouts",
} as const;
export type VendorChangeKind = keyof typeof VENDOR_CHANGE_LABELS;
export const VENDOR_CHANGE_KINDS = Object.keys(VENDOR_CHANGE_LABELS) as [VendorChangeKind, ...VendorChangeKind[]];
