/** The title and robots tags of a vendor area page: private, never indexed. */
export function vendorMeta(title: string) {
  return [{ title: `${title} · Utsav for vendors` }, { name: "robots", content: "noindex, nofollow" }];
}
