// spec: application §2 "The slug is the offering's navRef with the prefix removed"; catalogue §2.

export const OFFERING_NAV_PREFIX = "/offerings/";

/** Lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= 160 && SLUG_PATTERN.test(value);
}

export function slugFromNavRef(navRef: string): string {
  const path = navRef.split(/[?#]/)[0] ?? "";
  return path.startsWith(OFFERING_NAV_PREFIX) ? path.slice(OFFERING_NAV_PREFIX.length).replace(/\/+$/, "") : path.replace(/^\/+|\/+$/g, "");
}

export function navRefFromSlug(slug: string): string {
  return `${OFFERING_NAV_PREFIX}${slug}`;
}

/** Lower-case words joined by single hyphens: "Diwali Delight & Co." becomes "diwali-delight-co". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** catalogue §2: "a readable title followed by the offering id in lower case". */
export function offeringSlug(title: string, id: string): string {
  return `${slugify(title)}-${id.toLowerCase()}`;
}
