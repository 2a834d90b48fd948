import { copyFile, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { HERO_DIR, HERO_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS, imageFile, offeringDir, vendorLogoPath } from "../media.ts";
import type { OfferingSeed, VendorSeed } from "../types.ts";
import { logoSvg, pictureSvg } from "./art.ts";

/** Bump when the art changes, so existing installs redraw their pictures. */
export const ART_VERSION = "4";

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

/** Renders an SVG once and writes it in every format at every width, keeping its aspect ratio. */
async function renderPicture(svg: string, widths: readonly number[], fileFor: (width: number, format: string) => string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const input = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await Promise.all(
    widths.flatMap((width) =>
      IMAGE_FORMATS.map((format) => {
        const resized = input().resize(width);
        const encoded = format === "avif" ? resized.avif({ quality: 50, effort: 0 }) : resized.webp({ quality: 78, effort: 1 });
        return encoded.toFile(fileFor(width, format));
      }),
    ),
  );
}

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
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
  const stamp = path.join(publicDir, "assets", "images", ".art-version");
  const expected = `${ART_VERSION}:${offerings.length}`;
  if ((await exists(stamp)) && (await readFile(stamp, "utf8")) === expected) return { pictures: 0, skipped: true };

  const palettes = new Map(vendors.map((v) => [v.key, v.palette]));
  for (const vendor of vendors) {
    const file = path.join(publicDir, vendorLogoPath(vendor.key));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, logoSvg(vendor.name, vendor.palette));
  }

  const heroDir = path.join(publicDir, HERO_DIR);
  await mkdir(heroDir, { recursive: true });
  await renderPicture(pictureSvg("decor", ["#FF006E", "#FFBE0B"], "hero", 1920, 1080), HERO_WIDTHS, (w, f) =>
    path.join(heroDir, `hero-${w}.${f}`),
  );

  const jobs = offerings.flatMap((o) => Array.from({ length: o.imageCount }, (_, i) => ({ offering: o, index: i + 1 })));
  const started = Date.now();
  await runPool(jobs, concurrency, async ({ offering, index }) => {
    const dir = path.join(publicDir, offeringDir(offering.vendor, offering.id));
    await mkdir(dir, { recursive: true });
    const palette = palettes.get(offering.vendor) ?? (["#FF006E", "#FFBE0B"] as const);
    await renderPicture(pictureSvg(offering.motif, palette, `${offering.id}:${index}`), IMAGE_WIDTHS, (w, f) =>
      path.join(dir, imageFile(index, w, f)),
    );
  });
  for (const offering of offerings.filter((o) => o.hasVideo)) {
    await copyFile(VIDEO_SOURCE, path.join(publicDir, offeringDir(offering.vendor, offering.id), "video.webm"));
  }
  await writeFile(stamp, expected);
  log(`Drew ${jobs.length} catalogue pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { pictures: jobs.length, skipped: false };
}
