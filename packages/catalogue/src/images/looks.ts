import type { Composition } from "./composition.ts";
import { shade } from "./sweets.ts";
import { nth } from "./nth.ts";

// A look is where a picture's things stand and what is behind them. Offerings of one vendor share its colours
// and often the same container, so without it a grid of cards showed the same gift box in the same place again
// and again. Each offering takes the look after the one before it in the catalogue, so offerings listed together
// differ in their large shapes; what a picture shows still comes from the offering's words alone.

/** Where the main thing stands, and how the other things gather round it. */
export type Layout = "arc" | "left" | "right" | "front" | "ring" | "diagonal";
/** What stands behind a picture's things: a window, a halo of light, rays, panels, drapes, an alcove, an awning. */
export type Backdrop = "window" | "halo" | "rays" | "split" | "drapes" | "alcove" | "awning";

export interface Look {
  layout: Layout;
  backdrop: Backdrop;
  /** How far the backdrop's shapes are moved sideways, in pixels of the 960-wide canvas. */
  shift: number;
  /** The backdrop drawn the other way round (a window on the right, rays from the right). */
  mirrored: boolean;
  /** The backdrop's colours swapped: a pale ground with coloured shapes becomes a coloured ground with pale ones. */
  deep: boolean;
}

// Six layouts, seven backdrops and five placements of the backdrop: the catalogue's first 210 offerings each get
// a look of their own, and neighbours differ in all three. Where layout and backdrop come round again (every 42
// offerings), the backdrop's colours are swapped.
const LAYOUTS: readonly Layout[] = ["arc", "left", "front", "right", "ring", "diagonal"];
const BACKDROPS: readonly Backdrop[] = ["window", "halo", "rays", "split", "drapes", "alcove", "awning"];
const PLACEMENTS: readonly { shift: number; mirrored: boolean }[] = [
  { shift: 0, mirrored: false },
  { shift: 0, mirrored: true },
  { shift: 150, mirrored: false },
  { shift: 150, mirrored: true },
  { shift: -110, mirrored: false },
];

/** The look of the offering at this position in the catalogue. */
export function lookFor(position: number): Look {
  const deep = Math.floor(position / (LAYOUTS.length * BACKDROPS.length)) % 2 === 1;
  return { layout: nth(LAYOUTS, position), backdrop: nth(BACKDROPS, position), ...nth(PLACEMENTS, position), deep };
}

/** A spot in a picture: the centre of a thing and how large it is drawn. */
export interface Spot {
  x: number;
  y: number;
  size: number;
}

const DIAGONAL_SPOTS: readonly [number, number][] = [
  [190, 230],
  [190, 480],
  [440, 230],
  [190, 730],
  [690, 220],
  [440, 470],
  [440, 730],
];

/** Where an arrangement's things stand, where its container stands, and whether the container is in front. */
export function arrangementSpots(layout: Layout, n: number, bunting = false): { things: Spot[]; subject: Spot; subjectInFront: boolean } {
  const centred = (i: number) => i - (n - 1) / 2;
  const sized = (few: number, some: number, many: number) => (n <= 3 ? few : n <= 5 ? some : many);
  // Under a line of flags the things stand lower, so the flags stay clear.
  const top = bunting ? 300 : 190;
  const spread = (from: number, to: number, i: number) => (n > 1 ? from + ((to - from) * i) / (n - 1) : (from + to) / 2);
  switch (layout) {
    case "left":
    case "right": {
      const size = sized(250, 215, 185);
      const things = Array.from({ length: n }, (_, i) => ({
        x: n <= 3 ? 730 : 650 + (i % 2) * 190,
        y: n <= 3 ? 480 + centred(i) * 250 : spread(top, 800, i),
        size,
      }));
      const subject = { x: 290, y: 640, size: 470 };
      const flip = (s: Spot) => (layout === "right" ? { ...s, x: 960 - s.x } : s);
      return { things: things.map(flip), subject: flip(subject), subjectInFront: true };
    }
    case "front": {
      const size = sized(260, 205, 165);
      const step = n > 1 ? Math.min(size * 0.92, 780 / (n - 1)) : 0;
      const things = Array.from({ length: n }, (_, i) => ({ x: 480 + centred(i) * step, y: 740 - (i % 2) * 40, size }));
      return { things, subject: { x: 480, y: Math.max(360, top + 170), size: 400 }, subjectInFront: false };
    }
    case "ring": {
      const size = sized(230, 195, 165);
      const things = Array.from({ length: n }, (_, i) => {
        const angle = (-90 + (i * 360) / n + (n % 2 === 0 ? 180 / n : 0)) * (Math.PI / 180);
        return { x: 480 + Math.cos(angle) * 320, y: 520 + Math.sin(angle) * 300, size };
      });
      return { things, subject: { x: 480, y: 520, size: 360 }, subjectInFront: false };
    }
    case "diagonal": {
      // The container in the lower right corner; the things fill the corner across from it, along its top and
      // down its left side in turn.
      const size = sized(250, 215, 190);
      const corner = DIAGONAL_SPOTS.slice(0, n).map(([x, y]) => ({ x, y: y + top - 190, size }));
      return { things: corner, subject: { x: 650, y: 660, size: 460 }, subjectInFront: true };
    }
    default: {
      const size = sized(280, 235, 195);
      const step = n > 1 ? Math.min(size * 0.95, 700 / (n - 1)) : 0;
      const things = Array.from({ length: n }, (_, i) => ({
        x: 480 + centred(i) * step,
        y: 470 + Math.abs(centred(i)) * 30 - (i % 2) * 24,
        size,
      }));
      return { things, subject: { x: 480, y: 710, size: 420 }, subjectInFront: true };
    }
  }
}

/** Where a box of sweets stands (and how it is turned), where its ribbon is, and where its ingredients stand. */
export function sweetsSpots(layout: Layout, n: number): { box: Spot & { rotate: number }; ribbon: Spot; things: Spot[] } {
  const column = (x: number) => Array.from({ length: n }, (_, i) => ({ x, y: 640 + i * 170, size: 160 }));
  switch (layout) {
    case "left":
      return { box: { x: 360, y: 540, size: 620, rotate: -8 }, ribbon: { x: 130, y: 150, size: 200 }, things: column(830) };
    case "right":
      return { box: { x: 600, y: 540, size: 620, rotate: 8 }, ribbon: { x: 830, y: 150, size: 200 }, things: column(130) };
    case "front":
      return {
        box: { x: 480, y: 400, size: 580, rotate: 0 },
        ribbon: { x: 780, y: 120, size: 180 },
        things: Array.from({ length: n }, (_, i) => ({ x: 480 + (i - (n - 1) / 2) * 220, y: 820, size: 170 })),
      };
    case "ring":
      return {
        box: { x: 480, y: 470, size: 580, rotate: -10 },
        ribbon: { x: 480, y: 110, size: 180 },
        things: Array.from({ length: n }, (_, i) => ({ x: i % 2 === 0 ? 140 : 820, y: 800 - Math.floor(i / 2) * 150, size: 170 })),
      };
    case "diagonal":
      return {
        box: { x: 560, y: 580, size: 640, rotate: 10 },
        ribbon: { x: 840, y: 160, size: 190 },
        things: Array.from({ length: n }, (_, i) => ({ x: 140 + i * 170, y: 150 + i * 120, size: 160 })),
      };
    default:
      return { box: { x: 410, y: 500, size: 700, rotate: 0 }, ribbon: { x: 730, y: 170, size: 210 }, things: column(850) };
  }
}

// Wider than the canvas, so a picture fitted whole into a wider frame (fit 'meet') has backdrop at its sides.
const SKY = `<rect x="-960" width="2880" height="960" fill="url(#bg)"/>`;
const FLOOR = (c: Composition) => `<ellipse cx="480" cy="890" rx="760" ry="90" fill="${shade(c.palette[0], -0.15)}" opacity=".18"/>`;

/** A wall across the canvas and past its sides, so shapes moved sideways never show an edge. */
const wall = (fill: string) => `<rect x="-400" width="1760" height="960" fill="${fill}"/>`;

/** Which of a backdrop's two colours is its ground: the other is its shapes' (a light window in a coloured wall). */
const LIGHT_GROUND: ReadonlySet<Backdrop> = new Set(["rays", "split", "drapes", "awning"]);

/**
 * The day-time shapes behind a scene, before they are moved sideways or turned the other way round: a ground and
 * shapes on it, one in the vendor's main colour and one in its accent, the other way round in a deep look.
 */
function dayShapes({ backdrop, deep }: Look, [main, accent]: readonly [string, string]): string {
  const coloured = shade(main, 0.3);
  const pale = shade(accent, 0.8);
  const [ground, figure] = LIGHT_GROUND.has(backdrop) !== deep ? [pale, coloured] : [coloured, pale];
  const edge = shade(ground, -0.15);
  switch (backdrop) {
    case "window": {
      const pane = `<path d="M90 800 V300 A140 140 0 0 1 370 300 V800 Z" fill="${figure}"/>`;
      const bars = `<path d="M230 170 V800 M90 470 H370" stroke="${ground}" stroke-width="14"/>`;
      return `${wall(ground)}${pane}${bars}<rect x="-400" y="800" width="1760" height="160" fill="${edge}"/>`;
    }
    case "halo": {
      const rings = [0.45, 0.7, 1].map((o, i) => `<circle cx="430" cy="470" r="${460 - i * 120}" fill="${figure}" opacity="${o}"/>`);
      return wall(ground) + rings.join("");
    }
    case "rays": {
      const point = (degrees: number) => {
        const a = degrees * (Math.PI / 180);
        return `${Math.round(-40 + Math.cos(a) * 2400)} ${Math.round(1000 - Math.sin(a) * 2400)}`;
      };
      const rays = Array.from(
        { length: 9 },
        (_, i) => `<path d="M-40 1000 L${point(i * 20 - 4)} L${point(i * 20 + 6)} Z" fill="${figure}"/>`,
      );
      return wall(ground) + rays.join("");
    }
    case "split":
      return `${wall(ground)}<rect x="-400" width="760" height="960" fill="${figure}"/><rect x="352" width="16" height="960" fill="${edge}"/>`;
    case "drapes": {
      const curtain = (x: number, w: number) =>
        `<path d="M${x - w * 2} 0 H${x + w} Q${x + w * 0.6} 500 ${x + w * 0.9} 960 H${x - w * 2} Z" fill="${figure}"/>`;
      const folds = [40, 120, 200].map(
        (x) => `<path d="M${x} 0 Q${x - 20} 500 ${x + 10} 960" stroke="${shade(figure, -0.25)}" stroke-width="10" fill="none"/>`,
      );
      return wall(ground) + curtain(0, 300) + folds.join("") + curtain(960, -130);
    }
    case "awning": {
      // A shop's striped awning overhead, its edge scalloped, over a plain wall.
      const stripes = Array.from({ length: 10 }, (_, i) => {
        const x = -360 + i * 160;
        return `<path d="M${x} 0 H${x + 160} V240 A40 40 0 0 1 ${x + 80} 240 A40 40 0 0 1 ${x} 240 Z" fill="${i % 2 ? figure : edge}"/>`;
      });
      return wall(shade(ground, deep ? -0.1 : 0.3)) + stripes.join("");
    }
    case "alcove": {
      const niche = "M230 960 V380 A250 250 0 0 1 730 380 V960";
      return `${wall(ground)}<path d="${niche} Z" fill="${figure}"/><path d="${niche}" stroke="${edge}" stroke-width="18" fill="none"/>`;
    }
  }
}

/** The night-time shapes behind a lit venue: a moon, a warm glow on the horizon, or the last light of dusk. */
function nightShapes(backdrop: Backdrop, [main, accent]: readonly [string, string]): string {
  switch (backdrop) {
    case "window":
    case "split":
      return `<circle cx="170" cy="160" r="80" fill="#FFF4D6"/><circle cx="200" cy="140" r="70" fill="${shade("#0B1026", 0.1)}" opacity=".9"/>`;
    case "halo":
    case "alcove":
      return [0.1, 0.3]
        .map((o, i) => `<circle cx="480" cy="960" r="${620 - i * 200}" fill="${shade(accent, 0.2)}" opacity="${o}"/>`)
        .join("");
    case "rays":
    case "drapes":
    case "awning":
      return `<path d="M-400 960 L-400 200 Q300 500 700 960 Z" fill="${shade(main, 0.2)}" opacity=".45"/>`;
  }
}

/** Everything behind a scene: the sky or wall in the vendor's colours, and the shapes of the picture's look. */
export function backdropSvg(c: Composition, stars: string): string {
  const look = c.look;
  const shapes = !look ? "" : c.night ? nightShapes(look.backdrop, c.palette) : dayShapes(look, c.palette);
  // Moved sideways, the shapes are drawn wider than the canvas so no edge of them shows.
  const shifted = look?.shift ? `<g transform="translate(${look.shift} 0)">${shapes}</g>` : shapes;
  const placed = look?.mirrored ? `<g transform="matrix(-1 0 0 1 960 0)">${shifted}</g>` : shifted;
  if (c.night) return `${SKY}${placed}${stars}<rect x="-960" y="880" width="2880" height="80" fill="${shade(c.palette[0], -0.6)}"/>`;
  return `${SKY}${placed}${FLOOR(c)}`;
}
