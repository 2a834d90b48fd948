// How a catalogue picture's files are named, and the srcset its default URL names: a module of its own, as the
// home page's rows import it into the browser (apps/web features/home/widget-list.tsx) and need nothing else of the
// media helpers (media.ts).

export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const DEFAULT_WIDTH = 640;

/** A picture's file at one width and format, in its offering's folder: {index}-{width}.{format}. */
export function imageFile(index: number | string, width: number, format: string): string {
  return `${index}-${width}.${format}`;
}

/** A default file's URL, {dir}/{index}-640.webp, in its two parts. */
const DEFAULT_FILE = new RegExp(`^(.*)/(\\d+)-${DEFAULT_WIDTH}\\.webp$`);

/**
 * The srcset of each format of a picture written in this layout, from its default URL alone; null for a URL of any
 * other shape. The web's page data sends the URL, and the page names the other files (docs/decisions/0026).
 */
export function imageSources(url: string): { avif: string; webp: string } | null {
  const [, dir, index] = DEFAULT_FILE.exec(url) ?? [];
  if (dir === undefined || index === undefined) return null;
  const srcset = (format: string) => IMAGE_WIDTHS.map((w) => `${dir}/${imageFile(index, w, format)} ${w}w`).join(", ");
  return { avif: srcset("avif"), webp: srcset("webp") };
}
