import { HERO_DIR, HERO_WIDTHS, IMAGE_FORMATS, IMAGE_WIDTHS, imageFile, offeringDir, vendorLogoPath } from "../media.ts";
import { SITE_DIR, SITE_PICTURE_HEIGHT, SITE_PICTURE_WIDTH, SITE_PICTURES } from "../site-pictures.ts";
import type { OfferingSeed, VendorSeed } from "../types.ts";

// What the server answers for a catalogue picture it has not drawn yet. A first start draws the pictures after the
// server listens (about two minutes, apps/api/src/server.ts); meanwhile every card would show a broken image and
// the browser would log a 404 for each. This module is light (paths and a few lines of SVG): the server imports it,
// never the generator and its image library.

/** A picture the generator writes: its path under the public folder, and its size in pixels. */
export interface PictureFile {
  width: number;
  height: number;
  /** A vendor's generated logo is round; every other picture fills its frame. */
  round: boolean;
}

const HERO_HEIGHT = (width: number) => Math.round((width * 9) / 16);

/**
 * Every file the generator writes for these vendors and offerings, by its path (/assets/images/…): each offering's
 * pictures, the site's pictures and the hero in every format and width, and each vendor's logo. Only these paths
 * get a placeholder; any other path under /assets/ is not found.
 */
export function cataloguePictureFiles(vendors: readonly VendorSeed[], offerings: readonly OfferingSeed[]): Map<string, PictureFile> {
  const files = new Map<string, PictureFile>();
  const add = (dir: string, index: number | string, ratio: number, widths: readonly number[]) => {
    for (const width of widths)
      for (const format of IMAGE_FORMATS)
        files.set(`${dir}/${imageFile(index, width, format)}`, { width, height: Math.round(width * ratio), round: false });
  };
  for (const offering of offerings)
    for (let index = 1; index <= offering.imageCount; index++) add(offeringDir(offering.vendor, offering.id), index, 1, IMAGE_WIDTHS);
  for (const picture of SITE_PICTURES) add(`${SITE_DIR}/${picture.key}`, 1, SITE_PICTURE_HEIGHT / SITE_PICTURE_WIDTH, IMAGE_WIDTHS);
  for (const width of HERO_WIDTHS)
    for (const format of IMAGE_FORMATS)
      files.set(`${HERO_DIR}/hero-${width}.${format}`, { width, height: HERO_HEIGHT(width), round: false });
  for (const vendor of vendors) files.set(vendorLogoPath(vendor.key), { width: 256, height: 256, round: true });
  return files;
}

/** The placeholder's colours: the warm off-white of the site's cards, and a shade darker for its soft shape. */
const GROUND = "#F6F0E8";
const SHAPE = "#ECE2D6";

/**
 * A light placeholder at a picture's own size, so the page keeps its layout: a plain warm ground with one soft
 * round shape in the middle (a logo's is a plain disc). It shows no product, so it promises nothing.
 */
export function placeholderSvg({ width, height, round }: PictureFile): string {
  const r = Math.round(Math.min(width, height) * (round ? 0.48 : 0.16));
  const ground = round ? "" : `<rect width="${width}" height="${height}" fill="${GROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${ground}<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="${round ? GROUND : SHAPE}"/></svg>`;
}
