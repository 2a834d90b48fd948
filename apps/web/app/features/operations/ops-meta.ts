/** The title and robots tags of an operations console page: private, never indexed. */
export function opsMeta(title: string) {
  return [{ title: `${title} · Utsav operations` }, { name: "robots", content: "noindex, nofollow" }];
}
