// The widths every catalogue picture is written at, and the srcset its default URL names: a module of its own, as
// the web's pages import it into every page that draws a picture (shared/ui/picture.tsx).

export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const DEFAULT_WIDTH = 640;

/** A picture's default file ends so, after {dir}/{index}: the file its other widths and formats are named after. */
const DEFAULT_FILE = `-${DEFAULT_WIDTH}.webp`;

/**
 * The srcset of each format of a picture written in this layout, from its default URL alone ({dir}/{index}-640.webp);
 * null for a URL that does not end like one. The web's page data sends the URL, and the page names the other files
 * (docs/decisions/0026).
 */
export function imageSources(url: string): { avif: string; webp: string } | null {
  if (!url.endsWith(DEFAULT_FILE)) return null;
  const stem = url.slice(0, -DEFAULT_FILE.length);
  const srcset = (format: string) => IMAGE_WIDTHS.map((w) => `${stem}-${w}.${format} ${w}w`).join(", ");
  return { avif: srcset("avif"), webp: srcset("webp") };
}
