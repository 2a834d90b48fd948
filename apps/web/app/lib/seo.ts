/** Title, description, canonical URL and Open Graph tags for a page. */
export function seo({
  title,
  description,
  path,
  origin,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  origin?: string;
  image?: string;
  type?: string;
}) {
  const base = origin ?? "";
  const url = `${base}${path}`;
  const tags = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: "Utsav" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image.startsWith("http") ? image : `${base}${image}` });
  return tags;
}
