// What a picture shows, as data: chosen from an offering's words (compose.ts), drawn from icons (draw.ts), and
// described in its alt text. Two pictures with equal compositions are the same picture.

import type { Look } from "./looks.ts";

/** How a sweet that has no icon of its own is put together from the set's plain shapes. */
export interface SweetKind {
  /** What the alt text calls it, e.g. 'kaju katli'. */
  label: string;
  piece: "ball" | "square" | "diamond" | "roll" | "slab";
  colour: string;
  topping?: "silver" | "pistachio" | "rose" | "pores" | "nuts";
}

/** One thing in a picture: an icon of the set, what the alt text calls it, and how many are shown. */
export interface Thing {
  icon: string;
  label: string;
  count?: number;
  /** Colours of the icon swapped for others, e.g. grey ice cubes for whisky stones. */
  recolour?: Readonly<Record<string, string>>;
  /** Drawn as a small open box of these sweets instead of an icon. */
  sweet?: SweetKind;
}

/** Strings of lights drawn over a venue (lights scene). */
export type LightKind = "drops" | "belts" | "canopy" | "railing" | "beams";

/** How flowers hang in a flowers scene. */
export type Garland = "toran" | "arch" | "curtain" | "mandap" | "bonnet" | "heap" | "stage";

export interface Composition {
  /**
   * arrangement: things gathered in front of a container or beside a main thing (hampers, barware, kits);
   * sweets: an open box of pieces with their ingredients; lights: a venue at night with its strings of lights;
   * flowers: a setting dressed in flowers.
   */
  scene: "arrangement" | "sweets" | "lights" | "flowers";
  /** The container, the sweet box's ribbon, the venue or the setting. */
  subject: Thing;
  things: Thing[];
  sweets?: SweetKind[];
  lights?: LightKind[];
  flowers?: Thing[];
  garland?: Garland;
  /** A line of festive flags overhead. */
  bunting?: boolean;
  /** Night-time backdrop (lights) or day-time (everything else). */
  night?: boolean;
  palette: readonly [string, string];
  /** Where the things stand and what is behind them (looks.ts); the site's own pictures have none. */
  look?: Look;
}

/** What the alt text calls each kind of light string. */
export const LIGHT_LABELS: Record<LightKind, string> = {
  drops: "strings of lights hanging down",
  belts: "coloured light bands",
  canopy: "a canopy of fairy lights",
  railing: "a glowing railing",
  beams: "spotlights",
};

const list = (labels: string[]): string =>
  labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;

const unique = (labels: string[]) => [...new Set(labels)];

/** A sentence saying what the whole picture shows, in the order it is drawn. */
export function describe(c: Composition): string {
  const things = unique(c.things.map((t) => t.label));
  switch (c.scene) {
    case "sweets":
      return `${list(unique((c.sweets ?? []).map((s) => s.label)))} in an open gift box${things.length ? `, with ${list(things)}` : ""}`;
    case "lights":
      return `${c.subject.label} lit up at night with ${list([...(c.lights ?? []).map((kind) => LIGHT_LABELS[kind]), ...things])}`;
    case "flowers": {
      const flowers = unique((c.flowers ?? []).map((f) => f.label));
      return `${c.subject.label} ${c.garland === "heap" ? "heaped with" : "decorated with"} ${list([...flowers, ...things])}`;
    }
    default:
      return `${list(things)} with ${c.subject.label}`;
  }
}

/** What a later picture shows: one thing up close, or a closer look at part of the whole scene. */
export type PictureFocus = { thing: Thing | SweetKind; zoom?: undefined } | { zoom: number; thing?: undefined };

/** The things a close-up can show, in turn: lights scenes have none (their later pictures look closer instead). */
function closeUpCandidates(c: Composition): (Thing | SweetKind)[] {
  if (c.scene === "sweets") return [...(c.sweets ?? []), ...c.things];
  if (c.scene === "flowers") return (c.flowers ?? []).slice(0, 2);
  if (c.scene === "lights") return [];
  return c.things.filter((t, i) => c.things.findIndex((other) => other.label === t.label) === i);
}

/** What picture `pictureIndex` (2 onwards) shows: each thing up close in turn, then closer looks at the scene. */
export function pictureFocus(c: Composition, pictureIndex: number): PictureFocus {
  const candidates = closeUpCandidates(c);
  const n = pictureIndex - 2;
  const thing = candidates[n];
  return thing ? { thing } : { zoom: (n - candidates.length) % ZOOM_REGIONS };
}

/** How many parts of a scene its closer looks show. */
export const ZOOM_REGIONS = 4;

/** A stable text key for a picture: equal keys draw equal pictures. */
export function compositionKey(c: Composition, pictureIndex = 1): string {
  return JSON.stringify({ ...c, picture: pictureIndex });
}

/** The alt text of a picture: the title, then what the picture shows. */
export function altText(title: string, c: Composition, pictureIndex: number): string {
  if (pictureIndex === 1) return `${title}: ${describe(c)}`;
  const focus = pictureFocus(c, pictureIndex);
  const shown = focus.thing
    ? `${focus.thing.label} up close`
    : `a closer look at ${c.scene === "lights" ? `the lights on ${c.subject.label}` : describe(c)}`;
  return `${title}, picture ${pictureIndex}: ${shown}`;
}
