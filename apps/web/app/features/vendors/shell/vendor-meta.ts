/** The title and robots tags of a vendor area page: private, never indexed. Without a title: the area's own name. */
export function vendorMeta(title?: string) {
  return [{ title: `${title ? `${title} · ` : ""}Utsav for vendors` }, { name: "robots", content: "noindex, nofollow" }];
}
