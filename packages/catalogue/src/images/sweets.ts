import type { SweetKind } from "./composition.ts";
import { placeIcon } from "./icons.ts";
import { nth } from "./nth.ts";

// Indian sweets have no icons in the set, so each piece is put together from the set's plain shapes, recoloured:
// a laddoo is a round ball, Mysore pak a golden square with pores, kaju katli a pale diamond with silver leaf.

/** A colour made darker (amount < 0) or lighter (amount > 0), for shadows and highlights. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(v).toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}

const SHAPE: Record<SweetKind["piece"], { icon: string; from: string }> = {
  ball: { icon: "orange-circle", from: "#ff6723" },
  square: { icon: "orange-square", from: "#ff6723" },
  slab: { icon: "brown-square", from: "#a56953" },
  diamond: { icon: "large-orange-diamond", from: "#ff6723" },
  roll: { icon: "brown-circle", from: "#6d4534" },
};

function topping(kind: SweetKind, x: number, y: number, s: number): string {
  switch (kind.topping) {
    case "silver":
      return placeIcon("small-orange-diamond", { x, y, size: s * 0.9, recolour: { "#ff6723": "#DCDCDC" }, opacity: 0.9 });
    case "pistachio":
      return placeIcon("green-circle", { x: x + s * 0.12, y: y - s * 0.1, size: s * 0.16, recolour: { "#00d26a": "#7FB347" } });
    case "rose":
      return placeIcon("red-circle", { x, y, size: s * 0.22, recolour: { "#f8312f": "#D94A7B" } });
    case "pores":
      return [-0.2, 0.05, 0.22]
        .map((d, i) =>
          placeIcon("brown-circle", {
            x: x + d * s,
            y: y + (i - 1) * 0.18 * s,
            size: s * 0.09,
            recolour: { "#6d4534": shade(kind.colour, -0.35) },
          }),
        )
        .join("");
    case "nuts":
      return [-0.15, 0.15]
        .map((d) =>
          placeIcon("yellow-circle", {
            x: x + d * s,
            y: y + d * s * 0.6,
            size: s * 0.14,
            recolour: { "#fcd53f": shade(kind.colour, 0.45) },
          }),
        )
        .join("");
    default:
      return "";
  }
}

/** One piece of a sweet, `s` wide, centred on (x, y): a shadow, the piece, a highlight and its topping. */
export function sweetPiece(kind: SweetKind, x: number, y: number, s: number): string {
  const { icon, from } = SHAPE[kind.piece];
  const size = kind.piece === "slab" ? s * 0.86 : s;
  const shadow = placeIcon(icon, { x: x + s * 0.05, y: y + s * 0.07, size, recolour: { [from]: shade(kind.colour, -0.35) } });
  const body = placeIcon(icon, { x, y, size, recolour: { [from]: kind.colour } });
  const inner =
    kind.piece === "roll" ? placeIcon("orange-circle", { x, y, size: s * 0.55, recolour: { "#ff6723": shade(kind.colour, 0.25) } }) : "";
  const highlight =
    kind.piece === "ball"
      ? placeIcon("yellow-circle", { x: x - s * 0.2, y: y - s * 0.2, size: s * 0.26, recolour: { "#fcd53f": "#FFFFFF" }, opacity: 0.35 })
      : "";
  return shadow + body + inner + highlight + topping(kind, x, y, s);
}

/**
 * An open box of sweets seen from above, `size` wide, centred on (x, y): the box from the set's white square in
 * the vendor's colour, the pieces in a grid, kinds taken in turn (a sampler shows each).
 */
export function sweetBox(kinds: readonly SweetKind[], x: number, y: number, size: number, palette: readonly [string, string]): string {
  const grid = size > 400 ? 3 : 2;
  const box = placeIcon("white-large-square", { x, y, size, recolour: { "#9b9b9b": palette[0], "#fff": "#FFF8EC" } });
  const cell = (size * 0.84) / grid;
  const pieces = Array.from({ length: grid * grid }, (_, i) => {
    const kind = nth(kinds, i);
    const px = x - size * 0.42 + cell * ((i % grid) + 0.5);
    const py = y - size * 0.42 + cell * (Math.floor(i / grid) + 0.5);
    return sweetPiece(kind, px, py, cell * 0.8);
  });
  return box + pieces.join("");
}
