import type { Composition } from "./composition.ts";
import { compositionSvg } from "./draw.ts";
import { ICON_CREDIT, placeIcon } from "./icons.ts";

// The vendors' logos and the home hero, composed from the same icon set as the offerings' pictures.

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The icon of each catalogue vendor's logo: what its name or its trade is about. */
export const LOGO_ICONS: Readonly<Record<string, string>> = {
  "deepam-gifts": "diya-lamp", // deepam: a lamp
  "nanna-naturals": "seedling",
  "zenith-sound": "loudspeaker",
  "sri-ranga-lights": "light-bulb",
  "hoovu-kala": "rosette", // hoovu: flower
  "shiva-flowers": "hibiscus",
  "house-of-corporate-gifts": "wrapped-gift",
  "mallige-florals": "blossom", // mallige: jasmine
  "highball-works": "tumbler-glass",
  "jaya-studio": "balloon",
};

/** A round logo: the vendor's trade as an icon on its colours. Shown until the vendor chooses a photo of its own. */
export function logoSvg(name: string, [a, b]: readonly [string, string], icon = "wrapped-gift"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)} logo">
<!-- ${ICON_CREDIT} -->
<circle cx="128" cy="128" r="124" fill="${a}"/><circle cx="128" cy="128" r="104" fill="#FFFDF7" stroke="${b}" stroke-width="8"/>
${placeIcon(icon, { x: 128, y: 128, size: 150 })}
</svg>`;
}

/** The home hero's background: a curtain of marigold strings behind a diya, with a lantern and lights. */
export const HERO_COMPOSITION: Composition = {
  scene: "flowers",
  subject: { icon: "diya-lamp", label: "a diya" },
  garland: "curtain",
  flowers: [
    { icon: "rosette", label: "orange marigolds" },
    { icon: "leaf-fluttering-in-wind", label: "green leaves" },
    { icon: "blossom", label: "white flowers" },
  ],
  things: [
    { icon: "red-paper-lantern", label: "paper lanterns" },
    { icon: "sparkles", label: "twinkling lights" },
  ],
  palette: ["#FF006E", "#FFBE0B"],
};

export function heroSvg(width: number, height: number): string {
  return compositionSvg(HERO_COMPOSITION, 1, width, height, "meet");
}
