import { slugify } from "../shared/slug.ts";

// A vendor's public page, /stores/{slug} (docs/decisions/0059). The slug is written once, when the business is
// created (the seed for the catalogue's vendors, onboarding for a vendor account), and kept through renames.

/** How long the readable part of a store's slug may be, so an address stays short enough to share. */
export const STORE_SLUG_NAME_MAX = 60;
/** How many characters of an account vendor's id follow its name: enough to tell apart names that read alike. */
export const STORE_SLUG_ID_PART = 6;

/** Account vendors' ids are "v-" and hex (modules/vendors onboarding); the catalogue's are readable keys. */
const ACCOUNT_VENDOR_ID = /^v-([0-9a-f]+)$/;

/**
 * The store's slug: the business name as a slug ("Deepam Gifts & Decor" is "deepam-gifts-and-decor"), followed, for a
 * vendor account's business, by the first characters of its id ("asha-decor-3f9a1c"), since two names can read alike
 * once punctuation goes. `idPart` makes the id part longer, for the rare clash.
 */
export function storeSlug(vendor: { id: string; name: string }, idPart = STORE_SLUG_ID_PART): string {
  const name = slugify(vendor.name).slice(0, STORE_SLUG_NAME_MAX).replace(/-+$/, "") || "store";
  const account = ACCOUNT_VENDOR_ID.exec(vendor.id);
  return account?.[1] ? `${name}-${account[1].slice(0, idPart)}` : name;
}
