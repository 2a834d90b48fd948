import type { ImageMotif } from "../types.ts";

// Draws the catalogue's pictures as SVG: one recognisable scene per motif, varied per offering and picture by a
// seeded random source, in the vendor's colours. No text is drawn; the alt text describes the picture.

export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);

const WARM = ["#FF006E", "#FB5607", "#FFBE0B", "#F15BB5", "#E63946", "#F77F00", "#FCBF49"];
const COOL = ["#8338EC", "#3A86FF", "#06D6A0", "#118AB2", "#7209B7"];

function hamper(rand: Rand, [a, b]: readonly [string, string]): string {
  const items = Array.from({ length: 7 }, (_, i) => {
    const x = 250 + i * 70 + between(rand, -15, 15);
    const h = between(rand, 120, 260);
    const w = between(rand, 50, 90);
    const color = pick(rand, [...WARM, ...COOL, b]);
    return rand() > 0.5
      ? `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" rx="10" fill="${color}"/><rect x="${x}" y="${560 - h}" width="${w}" height="24" rx="6" fill="#fff" opacity=".35"/>`
      : `<circle cx="${x + w / 2}" cy="${560 - w / 2 - 10}" r="${w / 2 + 10}" fill="${color}"/>`;
  }).join("");
  const weave = Array.from(
    { length: 8 },
    (_, i) => `<path d="M${230 + i * 70} 560 L${270 + i * 62} 800" stroke="#000" stroke-opacity=".15" stroke-width="6"/>`,
  ).join("");
  return `${items}
    <path d="M180 540 H780 L720 800 H240 Z" fill="${a}"/>${weave}
    <path d="M180 540 H780 V590 H180 Z" fill="#000" opacity=".12"/>
    <path d="M480 560 C420 480 360 520 400 570 C360 620 440 620 480 580 C520 620 600 620 560 570 C600 520 540 480 480 560Z" fill="${b}"/>`;
}

function sweets(rand: Rand, [a, b]: readonly [string, string]): string {
  const round = rand() > 0.4;
  const pieces = Array.from({ length: 14 }, (_, i) => {
    const ring = i < 8 ? 0 : 1;
    const angle = (i / (ring ? 6 : 8)) * Math.PI * 2 + ring;
    const r = ring ? 90 : 200;
    const x = 480 + Math.cos(angle) * r;
    const y = 540 + Math.sin(angle) * r * 0.55;
    const color = pick(rand, ["#F4A261", "#E9C46A", "#D4A373", "#FFD166", "#BC6C25", b]);
    return round
      ? `<circle cx="${x}" cy="${y}" r="58" fill="${color}"/><circle cx="${x - 18}" cy="${y - 18}" r="12" fill="#fff" opacity=".4"/>`
      : `<path d="M${x} ${y - 55} L${x + 60} ${y} L${x} ${y + 55} L${x - 60} ${y} Z" fill="${color}"/><path d="M${x} ${y - 55} L${x + 60} ${y} L${x} ${y - 8} Z" fill="#fff" opacity=".45"/>`;
  }).join("");
  return `<ellipse cx="480" cy="600" rx="380" ry="190" fill="#fff" opacity=".9"/><ellipse cx="480" cy="590" rx="330" ry="150" fill="${a}" opacity=".25"/>${pieces}`;
}

function lights(rand: Rand, [a, b]: readonly [string, string]): string {
  const floors = 4 + Math.floor(rand() * 4);
  const building = `<rect x="260" y="${900 - floors * 110}" width="440" height="${floors * 110}" fill="#0b0f26"/>`;
  const windows = Array.from({ length: floors * 4 }, (_, i) => {
    const f = Math.floor(i / 4);
    return `<rect x="${290 + (i % 4) * 100}" y="${920 - (f + 1) * 110}" width="60" height="60" rx="4" fill="${rand() > 0.4 ? "#FFD166" : "#1b2140"}" opacity=".8"/>`;
  }).join("");
  const strings = Array.from({ length: floors }, (_, f) => {
    const y = 900 - f * 110 - 100;
    const color = pick(rand, [...WARM, ...COOL]);
    const bulbs = Array.from(
      { length: 22 },
      (_, i) => `<circle cx="${250 + i * 21}" cy="${y + Math.sin(i / 2) * 10}" r="6" fill="${color}"/>`,
    ).join("");
    return `<g filter="url(#glow)">${bulbs}</g>`;
  }).join("");
  const beams = Array.from(
    { length: 3 },
    () => `<path d="M${between(rand, 200, 760)} 900 L${between(rand, 0, 960)} 0 L${between(rand, 0, 960)} 0 Z" fill="${b}" opacity=".12"/>`,
  ).join("");
  return `<rect width="960" height="960" fill="#070b1f" opacity=".75"/>${beams}${building}${windows}${strings}<circle cx="${between(rand, 100, 860)}" cy="120" r="40" fill="#fff" opacity=".7"/><rect y="900" width="960" height="60" fill="${a}" opacity=".6"/>`;
}

function flowers(rand: Rand, [a]: readonly [string, string]): string {
  const garlands = Array.from({ length: 5 }, (_, g) => {
    const x = 150 + g * 165;
    const color = pick(rand, ["#F77F00", "#FCBF49", "#FFBA08", "#E85D04", "#FFFFFF", "#E63946"]);
    const len = 8 + Math.floor(rand() * 6);
    return Array.from(
      { length: len },
      (_, i) =>
        `<circle cx="${x + Math.sin(i) * 6}" cy="${60 + i * 44}" r="24" fill="${color}"/><circle cx="${x + Math.sin(i) * 6}" cy="${60 + i * 44}" r="9" fill="#9D0208" opacity=".5"/>`,
    ).join("");
  }).join("");
  const petals = Array.from(
    { length: 40 },
    () =>
      `<ellipse cx="${between(rand, 0, 960)}" cy="${between(rand, 780, 940)}" rx="14" ry="7" fill="${pick(rand, ["#F77F00", "#FFBA08", "#E63946", "#fff"])}" transform="rotate(${between(rand, 0, 180)})" opacity=".9"/>`,
  ).join("");
  const rangoli = Array.from({ length: 12 }, (_, i) => {
    const ang = (i / 12) * Math.PI * 2;
    return `<ellipse cx="${480 + Math.cos(ang) * 90}" cy="${820 + Math.sin(ang) * 40}" rx="40" ry="18" fill="${a}" transform="rotate(${(ang * 180) / Math.PI} ${480 + Math.cos(ang) * 90} ${820 + Math.sin(ang) * 40})"/>`;
  }).join("");
  return `<path d="M80 40 Q480 160 880 40" stroke="#2D6A4F" stroke-width="14" fill="none"/>${garlands}${rangoli}<circle cx="480" cy="820" r="40" fill="#FFBA08"/>${petals}`;
}

function office(rand: Rand, [a, b]: readonly [string, string]): string {
  const flags = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${60 + i * 72} ${110 + Math.sin(i / 2) * 16} l36 70 l36 -70 Z" fill="${pick(rand, [...WARM, ...COOL, a, b])}"/>`,
  ).join("");
  const balloons = Array.from({ length: 5 }, () => {
    const x = between(rand, 80, 880);
    const y = between(rand, 230, 420);
    return `<ellipse cx="${x}" cy="${y}" rx="42" ry="54" fill="${pick(rand, [...WARM, a, b])}"/><path d="M${x} ${y + 54} q10 60 -4 120" stroke="#555" stroke-width="3" fill="none"/>`;
  }).join("");
  return `<path d="M40 110 Q480 170 920 110" stroke="#444" stroke-width="4" fill="none"/>${flags}${balloons}
    <rect x="120" y="620" width="720" height="40" rx="8" fill="#5C4033"/><rect x="160" y="660" width="30" height="220" fill="#5C4033"/><rect x="770" y="660" width="30" height="220" fill="#5C4033"/>
    <rect x="330" y="470" width="300" height="160" rx="12" fill="#222"/><rect x="345" y="485" width="270" height="125" rx="6" fill="${b}" opacity=".85"/>
    <rect x="200" y="540" width="70" height="80" rx="10" fill="${a}"/><path d="M235 540 C200 470 180 480 210 440 M235 540 C250 460 290 470 270 430" stroke="#2D6A4F" stroke-width="12" fill="none"/>
    <circle cx="720" cy="590" r="28" fill="#FFD166"/><path d="M720 560 q8 -22 0 -40 q-8 18 0 40" fill="#FB5607"/>`;
}

function barware(rand: Rand, [a, b]: readonly [string, string]): string {
  const glasses = Array.from({ length: 3 }, (_, i) => {
    const x = 210 + i * 200;
    const fill = pick(rand, ["#F4A261", "#E9C46A", "#BC6C25", "#ffffff"]);
    return `<path d="M${x} 500 h130 l-14 250 h-102 Z" fill="#fff" opacity=".35" stroke="#fff" stroke-width="4"/><path d="M${x + 6} 600 h118 l-9 145 h-100 Z" fill="${fill}" opacity=".8"/><rect x="${x + 30}" y="560" width="40" height="40" rx="6" fill="#fff" opacity=".7" transform="rotate(${between(rand, -20, 20)} ${x + 50} 580)"/>`;
  }).join("");
  return `<rect x="700" y="260" width="120" height="490" rx="30" fill="${a}"/><rect x="730" y="190" width="60" height="90" rx="8" fill="${a}"/><rect x="715" y="420" width="90" height="140" rx="6" fill="${b}"/>
    ${glasses}<rect x="100" y="750" width="760" height="30" rx="8" fill="#3D2B1F"/>
    <path d="M140 360 h60 l-10 140 h-40 Z" fill="#C0C0C0"/><rect x="150" y="330" width="40" height="30" rx="6" fill="#C0C0C0"/>`;
}

function decor(rand: Rand, [a, b]: readonly [string, string]): string {
  const diyas = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + i * 120;
    const y = 700 + (i % 2) * 30;
    return `<path d="M${x - 45} ${y} Q${x} ${y + 70} ${x + 45} ${y} Z" fill="${pick(rand, ["#BC6C25", "#D4A373", a])}"/><path d="M${x} ${y - 10} q14 -30 0 -60 q-14 30 0 60" fill="#FFBE0B" filter="url(#glow)"/>`;
  }).join("");
  const lanterns = Array.from({ length: 4 }, (_, i) => {
    const x = 160 + i * 210;
    const y = between(rand, 200, 320);
    return `<path d="M${x} 0 V${y - 60}" stroke="#444" stroke-width="3"/><path d="M${x - 50} ${y - 60} h100 l-20 140 h-60 Z" fill="${pick(rand, [...WARM, b])}"/><rect x="${x - 30}" y="${y + 80}" width="60" height="14" fill="#FFD166"/>`;
  }).join("");
  const rangoli = Array.from({ length: 16 }, (_, i) => {
    const ang = (i / 16) * Math.PI * 2;
    return `<circle cx="${480 + Math.cos(ang) * 150}" cy="${560 + Math.sin(ang) * 60}" r="22" fill="${pick(rand, [...WARM, ...COOL])}"/>`;
  }).join("");
  return `${lanterns}<ellipse cx="480" cy="560" rx="200" ry="90" fill="${b}" opacity=".5"/>${rangoli}<circle cx="480" cy="560" r="40" fill="${a}"/>${diyas}`;
}

const SCENES: Record<ImageMotif, (rand: Rand, palette: readonly [string, string]) => string> = {
  hamper,
  sweets,
  lights,
  flowers,
  office,
  barware,
  decor,
};

/**
 * A picture of a motif, 960×960 unless another size is given (the scene is then cropped to fill it); the seed
 * varies composition and colour.
 */
export function pictureSvg(motif: ImageMotif, palette: readonly [string, string], seed: string, width = 960, height = 960): string {
  const rand = seededRandom(seed);
  const hue = Math.floor(rand() * 40) - 20;
  const bgA = palette[0];
  const bgB = pick(rand, ["#FFF3E0", "#FDE2E4", "#E2F0CB", "#FFF1F7", "#EDE7F6", "#FFF8E1"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 960" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgB}"/><stop offset="1" stop-color="${bgA}" stop-opacity=".55"/></linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="960" height="960" fill="url(#bg)"/>
  <g filter="hue-rotate(${hue}deg)">${SCENES[motif](rand, palette)}</g>
</svg>`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A round logo with the vendor's initials. */
export function logoSvg(name: string, [a, b]: readonly [string, string]): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)} logo">
  <circle cx="128" cy="128" r="124" fill="${a}"/><circle cx="128" cy="128" r="104" fill="none" stroke="${b}" stroke-width="6"/>
  <text x="128" y="150" text-anchor="middle" font-family="Georgia, serif" font-size="76" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
}
