import type { Composition, SweetKind, Thing } from "./composition.ts";
import { compositionKey, pictureFocus } from "./composition.ts";
import { buntingSvg, floorPetals, garlandSvg, hangingThings, lightsSvg } from "./garlands.ts";
import type { Rand } from "./garlands.ts";
import { ICON_CREDIT, placeIcon } from "./icons.ts";
import { arrangementSpots, backdropSvg, sweetsSpots } from "./looks.ts";
import { shade, sweetBox, sweetPiece } from "./sweets.ts";
import { nth } from "./nth.ts";

// Draws a composition as SVG on a 960×960 canvas: a backdrop in the vendor's colours, then the scene. The same
// composition always gives the same SVG (the random source is seeded by the composition itself).

export function seededRandom(seed: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function backdrop(c: Composition, rand: Rand): string {
  const stars = c.night
    ? Array.from(
        { length: 26 },
        () =>
          `<circle cx="${Math.round(rand() * 960)}" cy="${Math.round(rand() * 360)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#fff" opacity=".7"/>`,
      ).join("")
    : "";
  return backdropSvg(c, stars);
}

function gradient(c: Composition): string {
  const [top, bottom] = c.night ? ["#0B1026", shade(c.palette[0], -0.55)] : [shade(c.palette[1], 0.85), shade(c.palette[0], 0.6)];
  return `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A thing at a place: its icon, or a small open box when it is a sweet. */
function drawThing(t: Thing, x: number, y: number, size: number, c: Composition): string {
  return t.sweet ? sweetBox([t.sweet], x, y, size * 0.9, c.palette) : placeIcon(t.icon, { x, y, size, recolour: t.recolour });
}

/** Things gathered round the container as its look lays them out, each copy of a counted thing beside the last. */
function arrangement(c: Composition): string {
  const slots = c.things.flatMap((t) => Array.from({ length: t.count ?? 1 }, () => t)).slice(0, 7);
  const spots = arrangementSpots(c.look?.layout ?? "arc", slots.length, c.bunting);
  const items = slots.map((t, i) => {
    const { x, y, size } = nth(spots.things, i);
    return drawThing(t, x, y, size, c);
  });
  const subject = placeIcon(c.subject.icon, { ...spots.subject, recolour: c.subject.recolour });
  const scene = spots.subjectInFront ? items.join("") + subject : subject + items.join("");
  return (c.bunting ? buntingSvg(c) : "") + scene;
}

function sweets(c: Composition): string {
  const { box, ribbon, things } = sweetsSpots(c.look?.layout ?? "arc", c.things.length);
  const ingredients = c.things.map((t, i) => placeIcon(t.icon, { ...nth(things, i), recolour: t.recolour }));
  const open = sweetBox(c.sweets ?? [], box.x, box.y, box.size, c.palette);
  const turned = box.rotate ? `<g transform="rotate(${box.rotate} ${box.x} ${box.y})">${open}</g>` : open;
  return turned + placeIcon("ribbon", ribbon) + ingredients.join("");
}

function lights(c: Composition): string {
  const venue = placeIcon(c.subject.icon, { x: 480, y: 560, size: 640, recolour: c.subject.recolour });
  return `${venue}<rect width="960" height="960" fill="#0B1026" opacity=".35"/>${lightsSvg(c)}${hangingThings(c.things)}`;
}

function flowers(c: Composition, rand: Rand): string {
  const garland = garlandSvg(c);
  const flowersOnFloor = floorPetals(c.flowers ?? [], rand);
  const extras = c.things.map((t, i) =>
    placeIcon(t.icon, { x: i % 2 === 0 ? 150 + i * 40 : 810 - i * 40, y: 820, size: 130, recolour: t.recolour }),
  );
  switch (c.garland) {
    case "curtain":
      return garland + placeIcon(c.subject.icon, { x: 480, y: 700, size: 340 }) + extras.join("") + flowersOnFloor;
    case "stage":
      return `${garland}<rect x="60" y="760" width="840" height="140" rx="12" fill="${shade(c.palette[0], -0.2)}"/>${placeIcon(c.subject.icon, { x: 480, y: 640, size: 380 })}${extras.join("")}`;
    case "mandap": {
      const seats = [390, 570].map((x) => placeIcon(c.subject.icon, { x, y: 700, size: 230 }));
      return `<rect x="100" y="800" width="760" height="90" rx="10" fill="${shade(c.palette[0], -0.2)}"/>${seats.join("")}${garland}${flowersOnFloor}`;
    }
    case "bonnet":
      return placeIcon(c.subject.icon, { x: 480, y: 520, size: 660 }) + garland + flowersOnFloor;
    case "heap":
      return garland + placeIcon(c.subject.icon, { x: 480, y: 680, size: 500 }) + flowersOnFloor;
    case "arch":
      return placeIcon(c.subject.icon, { x: 480, y: 640, size: 440 }) + garland + extras.join("") + flowersOnFloor;
    default:
      return garland + placeIcon(c.subject.icon, { x: 480, y: 600, size: 520 }) + extras.join("") + flowersOnFloor;
  }
}

const isSweet = (focus: Thing | SweetKind): focus is SweetKind => "piece" in focus;

/** Where each closer look at a scene is centred, and how much larger it is drawn. */
const ZOOMS: [number, number][] = [
  [480, 430],
  [310, 620],
  [650, 620],
  [480, 760],
];
const ZOOM_SCALE = 1.7;

/** A close-up: one thing large in front, the subject smaller behind it, on the scene's own backdrop. */
function closeUp(c: Composition, focus: Thing | SweetKind): string {
  const overhead = c.scene === "flowers" ? garlandSvg({ ...c, garland: "toran" }) : c.bunting ? buntingSvg(c) : "";
  const behind =
    c.scene === "sweets"
      ? sweetBox(c.sweets ?? [], 190, 740, 340, c.palette)
      : placeIcon(c.subject.icon, { x: 190, y: 740, size: 340, recolour: c.subject.recolour });
  const front = isSweet(focus)
    ? [0, 1, 2, 3].map((i) => sweetPiece(focus, 410 + (i % 2) * 260, 400 + Math.floor(i / 2) * 250, 230)).join("")
    : drawThing(focus, 540, 470, 500, c);
  return overhead + behind + front;
}

function scene(c: Composition, rand: Rand): string {
  switch (c.scene) {
    case "arrangement":
      return arrangement(c);
    case "sweets":
      return sweets(c);
    case "lights":
      return lights(c);
    case "flowers":
      return flowers(c, rand);
  }
}

function picture(c: Composition, pictureIndex: number, rand: Rand): string {
  if (pictureIndex === 1) return scene(c, rand);
  const focus = pictureFocus(c, pictureIndex);
  if (focus.thing) return closeUp(c, focus.thing);
  const [x, y] = nth(ZOOMS, focus.zoom);
  return `<g transform="translate(480 480) scale(${ZOOM_SCALE}) translate(${-x} ${-y})">${scene(c, rand)}</g>`;
}

/**
 * The SVG of a picture: the whole scene first (picture 1), then close-ups. 960×960 unless another size is given;
 * the scene is then never stretched: cropped to fill the frame ('slice'), or shown whole with more backdrop at its
 * sides ('meet').
 */
export function compositionSvg(c: Composition, pictureIndex = 1, width = 960, height = 960, fit: "slice" | "meet" = "slice"): string {
  const rand = seededRandom(compositionKey(c, pictureIndex));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 960" preserveAspectRatio="xMidYMid ${fit}">
<!-- ${ICON_CREDIT} -->
<defs>${gradient(c)}<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
${backdrop(c, rand)}${picture(c, pictureIndex, rand)}
</svg>`;
}
