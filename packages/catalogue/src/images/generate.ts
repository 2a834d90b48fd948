import { copyFile, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { HERO_DIR, HERO_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS, imageFile, offeringDir, vendorLogoPath } from "../media.ts";
import { SITE_DIR, SITE_PICTURE_HEIGHT, SITE_PICTURE_WIDTH, SITE_PICTURES } from "../site-pictures.ts";
import type { OfferingSeed, VendorSeed } from "../types.ts";
import { heroSvg, LOGO_ICONS, logoSvg } from "./art.ts";
import { ART_STAMP_PATH, artStamp } from "./art-stamp.ts";
import { composeOffering } from "./compose.ts";
import { compositionSvg } from "./draw.ts";

const VIDEO_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../assets/festive-lights.webm");

export interface GenerateOptions {
  /** Folder whose files are served at the same paths (catalogue paths start with /assets/). */
  publicDir: string;
  vendors: readonly VendorSeed[];
  offerings: readonly OfferingSeed[];
  concurrency?: number;
  log?: (message: string) => void;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders an SVG once and writes it in every format at every width, keeping its aspect ratio. Each file is written
 * under another name and then renamed, so the server never sends half a picture: until the whole file is there, it
 * answers the picture's URL with a placeholder that no cache keeps (apps/api/src/platform/assets.ts).
 */
async function renderPicture(svg: string, widths: readonly number[], fileFor: (width: number, format: string) => string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const input = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await Promise.all(
    widths.flatMap((width) =>
      IMAGE_FORMATS.map(async (format) => {
        const resized = input().resize(width);
        const encoded = format === "avif" ? resized.avif({ quality: 50, effort: 0 }) : resized.webp({ quality: 78, effort: 1 });
        const file = fileFor(width, format);
        await encoded.toFile(`${file}.partial`);
        await rename(`${file}.partial`, file);
      }),
    ),
  );
}

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  // One queue for every worker: each takes the next item when it is free.
  const queue = items.values();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (const item of queue) await work(item);
    }),
  );
}

/**
 * Draws every vendor logo and offering picture (AVIF and WebP at each width) and places the sample video,
 * skipping the work when the assets folder already holds this art version. Local only: no network.
 */
export async function generateCatalogueImages({
  publicDir,
  vendors,
  offerings,
  concurrency = 2,
  log = () => {},
}: GenerateOptions): Promise<{ pictures: number; skipped: boolean }> {
  const stamp = path.join(publicDir, ART_STAMP_PATH);
  const expected = artStamp(offerings.length);
  if ((await exists(stamp)) && (await readFile(stamp, "utf8")) === expected) return { pictures: 0, skipped: true };

  const palettes = new Map(vendors.map((v) => [v.key, v.palette]));
  for (const vendor of vendors) {
    const file = path.join(publicDir, vendorLogoPath(vendor.key));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, logoSvg(vendor.name, vendor.palette, LOGO_ICONS[vendor.key]));
  }

  const heroDir = path.join(publicDir, HERO_DIR);
  await mkdir(heroDir, { recursive: true });
  await renderPicture(heroSvg(1920, 1080), HERO_WIDTHS, (w, f) => path.join(heroDir, `hero-${w}.${f}`));

  const started = Date.now();
  for (const picture of SITE_PICTURES) {
    const dir = path.join(publicDir, SITE_DIR, picture.key);
    await mkdir(dir, { recursive: true });
    const svg = compositionSvg(picture.composition, 1, SITE_PICTURE_WIDTH, SITE_PICTURE_HEIGHT, "meet");
    await renderPicture(svg, IMAGE_WIDTHS, (w, f) => path.join(dir, imageFile(1, w, f)));
  }

  // An offering's look follows its position in the catalogue, as `offeringComposition` does.
  const jobs = offerings.flatMap((o, position) => {
    const composition = composeOffering(o, palettes.get(o.vendor) ?? (["#FF006E", "#FFBE0B"] as const), position);
    return Array.from({ length: o.imageCount }, (_, i) => ({ offering: o, composition, index: i + 1 }));
  });
  await runPool(jobs, concurrency, async ({ offering, composition, index }) => {
    const dir = path.join(publicDir, offeringDir(offering.vendor, offering.id));
    await mkdir(dir, { recursive: true });
    await renderPicture(compositionSvg(composition, index), IMAGE_WIDTHS, (w, f) => path.join(dir, imageFile(index, w, f)));
  });
  for (const offering of offerings.filter((o) => o.hasVideo)) {
    await copyFile(VIDEO_SOURCE, path.join(publicDir, offeringDir(offering.vendor, offering.id), "video.webm"));
  }
  await writeFile(stamp, expected);
  log(`Drew ${jobs.length + SITE_PICTURES.length} catalogue and site pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { pictures: jobs.length + SITE_PICTURES.length, skipped: false };
}
