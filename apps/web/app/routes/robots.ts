import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /booking\nDisallow: /login\nDisallow: /dev/\n\nSitemap: ${context.origin}/sitemap.xml\n`;
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" } });
}
