import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

// Draws the app's icons and splash image from the web's mark (apps/web/public/favicon.svg: the diya's flame on the
// brand-pink disc), so the app and the site look like one product (docs/decisions/0061). The PNGs are committed;
// run this again only when the mark changes:  npx tsx apps/mobile/scripts/draw-app-icons.ts
// (sharp comes from the repository's own install.)

const app = path.resolve(import.meta.dirname, "..");
const assets = path.join(app, "assets");
const favicon = readFileSync(path.join(app, "../web/public/favicon.svg"), "utf8");

/** The attribute of the first element of that name in the favicon, or a clear failure if the mark was redrawn. */
function attribute(element: string, name: string): string {
  const tag = new RegExp(`<${element}\\b[^>]*>`).exec(favicon)?.[0];
  const value = tag && new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  if (!value) throw new Error(`apps/web/public/favicon.svg has no <${element} ${name}>: update draw-app-icons.ts`);
  return value;
}

const viewBox = attribute("svg", "viewBox");
const pink = attribute("circle", "fill");
const flame = attribute("path", "d");
const flameColour = attribute("path", "fill");
const [, , width = "64"] = viewBox.split(/\s+/);

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`);
const flameIn = (colour: string) => `<path d="${flame}" fill="${colour}"/>`;

/** Every image is 1024 × 1024, the size both stores and Expo's prebuild ask for, but the notification icon. */
const SIZE = 1024;
/** Android's status bar icon at its largest density (xxxhdpi); the plugin scales it down for the others. */
const NOTIFICATION_ICON_SIZE = 96;

/**
 * - icon: the flame on a full square of the brand pink (iOS rounds the corners itself and wants no transparency);
 * - adaptive-icon: the flame alone, over android.adaptiveIcon.backgroundColor; it sits inside the 66% safe circle;
 * - adaptive-icon-monochrome: the flame's shape alone, which Android 13+ tints for themed icons;
 * - splash-icon: the whole mark, the favicon as it is, on the splash screen's white;
 * - notification-icon: the flame's shape in white, 96 × 96, which Android draws in the status bar and tints in the tray
 *   (expo-notifications' plugin, docs/decisions/0073).
 */
const IMAGES: { file: string; body: string; size?: number }[] = [
  { file: "icon.png", body: `<rect width="${width}" height="${width}" fill="${pink}"/>${flameIn(flameColour)}` },
  { file: "adaptive-icon.png", body: flameIn(flameColour) },
  { file: "adaptive-icon-monochrome.png", body: flameIn("#000000") },
  { file: "splash-icon.png", body: favicon.replace(/^<svg[^>]*>|<\/svg>\s*$/g, "") },
  { file: "notification-icon.png", body: flameIn("#FFFFFF"), size: NOTIFICATION_ICON_SIZE },
];

async function draw(): Promise<void> {
  mkdirSync(assets, { recursive: true });
  for (const { file, body, size = SIZE } of IMAGES) {
    const png = sharp(svg(body), { density: (72 * size) / Number(width) }).resize(size, size);
    // The App Store refuses an icon with an alpha channel.
    const flat = file === "icon.png" ? png.flatten({ background: pink }).removeAlpha() : png;
    await flat.png({ compressionLevel: 9 }).toFile(path.join(assets, file));
    console.log(`apps/mobile/assets/${file}`);
  }
}

void draw();
