import type { Composition, LightKind, Thing } from "./composition.ts";
import { placeIcon } from "./icons.ts";
import { shade } from "./sweets.ts";
import { nth } from "./nth.ts";

// What hangs over a scene: strings of flowers (toran, arch, curtain, pillars) and strings of lights. Flowers are
// icons of the set placed along a curve; a light is a glowing dot, the one thing drawn as a plain shape.

export type Rand = () => number;

/** Points along a hanging string from (x1, y1) to (x2, y2) that sags by `sag` in the middle. */
function catenary(x1: number, y1: number, x2: number, y2: number, sag: number, step: number): [number, number][] {
  const n = Math.max(2, Math.round(Math.hypot(x2 - x1, y2 - y1) / step));
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + sag * 4 * t * (1 - t)];
  });
}

/** Points evenly along a straight string, about `step` apart. */
function line(x1: number, y1: number, x2: number, y2: number, step = 46): [number, number][] {
  const n = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / step));
  return Array.from({ length: n + 1 }, (_, i) => [x1 + ((x2 - x1) * i) / n, y1 + ((y2 - y1) * i) / n]);
}

function flowersAlong(points: [number, number][], flowers: readonly Thing[], size: number, offset = 0): string {
  return points
    .map(([x, y], i) => {
      const flower = nth(flowers, i + offset);
      return placeIcon(flower.icon, {
        x,
        y,
        size: flower.icon === "leaf-fluttering-in-wind" ? size * 0.9 : size,
        recolour: flower.recolour,
      });
    })
    .join("");
}

/** The strings of flowers of a flowers scene, drawn behind or around its subject. */
export function garlandSvg(c: Composition): string {
  const flowers = c.flowers?.length ? c.flowers : [{ icon: "rosette", label: "orange marigolds" }];
  switch (c.garland) {
    case "arch": {
      const arch = Array.from({ length: 19 }, (_, i) => {
        const a = Math.PI + (i / 18) * Math.PI;
        return [480 + Math.cos(a) * 330, 560 + Math.sin(a) * 360] as [number, number];
      });
      return flowersAlong([...line(150, 900, 150, 580), ...arch, ...line(810, 580, 810, 900)], flowers, 70);
    }
    case "curtain":
    case "stage": {
      const left = c.garland === "stage" ? 120 : 60;
      const strings = Array.from({ length: c.garland === "stage" ? 13 : 15 }, (_, s) =>
        flowersAlong(line(left + s * 60, 40, left + s * 60, 700 + (s % 2) * 40), flowers, 54, s),
      );
      return strings.join("");
    }
    case "mandap": {
      const pillars = [150, 810].map((x, p) => flowersAlong(line(x, 230, x, 880), flowers, 66, p));
      const canopy = [0, 1, 2].map((k) => flowersAlong(catenary(150, 200 + k * 8, 810, 200 + k * 8, 70 + k * 30, 50), flowers, 54, k));
      return pillars.join("") + canopy.join("");
    }
    case "bonnet":
      return (
        flowersAlong(catenary(210, 520, 750, 520, 90, 50), flowers, 70) + flowersAlong(catenary(300, 300, 660, 300, 40, 55), flowers, 60, 1)
      );
    case "heap": {
      const heap: [number, number][] = [];
      for (let row = 0; row < 3; row++) for (let k = 0; k <= 5 - row; k++) heap.push([480 + (k - (5 - row) / 2) * 78, 470 - row * 62]);
      return flowersAlong(heap, flowers, 110);
    }
    default: {
      const toran = flowersAlong(catenary(40, 110, 920, 110, 70, 52), flowers, 64);
      const drops = [140, 300, 480, 660, 820].map((x, k) => flowersAlong(line(x, 170, x, 320 + (k % 2) * 60), flowers, 50, k + 1));
      return toran + drops.join("");
    }
  }
}

const WARM = ["#FFD166", "#FFE8A3", "#FFB347"];
const RAINBOW = ["#FF3B6B", "#FFD166", "#3ADB76", "#3A86FF", "#B65CFF"];

function dots(points: [number, number][], colours: readonly string[], r: number): string {
  return points
    .map(([x, y], i) => `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}" fill="${colours[i % colours.length]}"/>`)
    .join("");
}

function lightString(kind: LightKind, c: Composition): string {
  const warm = [c.palette[1], ...WARM];
  switch (kind) {
    case "drops":
      return Array.from({ length: 14 }, (_, s) =>
        dots(line(200 + s * 43, 250, 200 + s * 43, 560 + (s % 3) * 110).flatMap(split), warm, 5),
      ).join("");
    case "belts":
      return [330, 460, 590, 720].map((y, k) => dots(catenary(170, y, 790, y, 14, 17), RAINBOW.slice(k % 2), 6)).join("");
    case "canopy":
      return [0, 1, 2].map((k) => dots(catenary(30, 60 + k * 24, 930, 60 + k * 24, 120 + k * 30, 24), ["#FFF6D5", ...WARM], 5)).join("");
    case "railing":
      return [690, 706].map((y) => dots(line(170, y, 790, y).flatMap(split).flatMap(split), warm, 5)).join("");
    case "beams":
      return [120, 840]
        .map((x) => {
          const toward = x < 480 ? 1 : -1;
          const beam = `<path d="M${x} 860 L${x + toward * 160} 120 L${x + toward * 420} 120 Z" fill="${shade(c.palette[1], 0.4)}" opacity=".22"/>`;
          return beam + placeIcon("flashlight", { x, y: 870, size: 130, rotate: toward > 0 ? -20 : 110 });
        })
        .join("");
  }
}

/** Halves each step of a line of points (a denser string of lights). */
function split(point: [number, number], i: number, all: [number, number][]): [number, number][] {
  const next = all[i + 1];
  return next ? [point, [(point[0] + next[0]) / 2, (point[1] + next[1]) / 2]] : [point];
}

/** Every string of lights of a lights scene, glowing. */
export function lightsSvg(c: Composition): string {
  return `<g filter="url(#glow)">${(c.lights ?? []).map((kind) => lightString(kind, c)).join("")}</g>`;
}

/** Lit things that hang in a lights scene (lanterns, stars) or stand at its front (a lit doorway). */
export function hangingThings(things: readonly Thing[]): string {
  return things
    .map((t, k) => {
      if (t.icon === "door")
        return `<circle cx="480" cy="820" r="120" fill="#FFD166" opacity=".25"/>${placeIcon("door", { x: 480, y: 820, size: 150 })}`;
      const xs = k % 2 === 0 ? [190, 480, 770] : [330, 630];
      return xs
        .map(
          (x) =>
            `<path d="M${x} 0 V${110 + k * 40}" stroke="#C9B37E" stroke-width="3"/>${placeIcon(t.icon, { x, y: 160 + k * 40, size: 110 })}`,
        )
        .join("");
    })
    .join("");
}

/** A line of pennants overhead, in the palette's colours. */
export function buntingSvg(c: Composition): string {
  const colours = [c.palette[0], c.palette[1], "#FFD166", "#3ADB76"];
  const flags = catenary(30, 70, 930, 70, 60, 64)
    .map(([x, y], i) => placeIcon("red-triangle-pointed-down", { x, y: y + 26, size: 70, recolour: { "#f8312f": nth(colours, i) } }))
    .join("");
  return `<path d="M30 70 Q480 190 930 70" stroke="#6B4F3A" stroke-width="4" fill="none"/>${flags}`;
}

/** Petals and small flowers scattered on the floor, placed by the seeded random source. */
export function floorPetals(flowers: readonly Thing[], rand: Rand, count = 14): string {
  return Array.from({ length: count }, (_, i) => {
    const flower = nth(flowers, i);
    return placeIcon(flower.icon, { x: 40 + rand() * 880, y: 880 + rand() * 60, size: 34 + rand() * 16, rotate: rand() * 360 });
  }).join("");
}
