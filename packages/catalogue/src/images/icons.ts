import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The pictures are composed from Fluent Emoji Flat (Microsoft, MIT licence), shipped as an npm package in Iconify's
// JSON form: every icon is an SVG body on a 32×32 grid. docs/decisions/0024-catalogue-pictures.md says why this set.

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The set's licence, repeated in every generated SVG file that carries its artwork. */
export const ICON_CREDIT = "Icons: Fluent Emoji Flat, © Microsoft Corporation, MIT licence";

let cached: IconSet | undefined;

function iconSet(): IconSet {
  // Read once, on first use: the set is 9 MB of JSON and only the image generator needs it.
  cached ??= JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8"),
  ) as IconSet;
  return cached;
}

/** Whether the set has an icon of this name (tests check every name the compositions use). */
export function hasIcon(name: string): boolean {
  const set = iconSet();
  return name in set.icons || name in (set.aliases ?? {});
}

function body(name: string): string {
  const set = iconSet();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""];
  if (!icon) throw new Error(`Fluent Emoji Flat has no icon named ${name}`);
  return icon.body;
}

export interface Placement {
  /** Centre of the icon in the picture's coordinates. */
  x: number;
  y: number;
  size: number;
  /** Colours of the icon swapped for others, e.g. a yellow circle drawn as a golden laddoo. */
  recolour?: Readonly<Record<string, string>>;
  rotate?: number;
  opacity?: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** One icon of the set placed in a picture: a nested 32×32 SVG scaled to `size`, never stretched. */
export function placeIcon(name: string, { x, y, size, recolour, rotate, opacity }: Placement): string {
  let inner = body(name);
  for (const [from, to] of Object.entries(recolour ?? {})) inner = inner.replaceAll(`"${from}"`, `"${to}"`);
  const half = size / 2;
  const svg = `<svg x="${round(x - half)}" y="${round(y - half)}" width="${round(size)}" height="${round(size)}" viewBox="0 0 32 32">${inner}</svg>`;
  const attrs = [
    rotate ? `transform="rotate(${round(rotate)} ${round(x)} ${round(y)})"` : "",
    opacity !== undefined ? `opacity="${opacity}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return attrs ? `<g ${attrs}>${svg}</g>` : svg;
}
