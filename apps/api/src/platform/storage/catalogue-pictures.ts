import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ART_STAMP_PATH } from "@utsav/catalogue/art-stamp";
import type { FileStorage } from "./file-storage.ts";

// The catalogue's pictures, drawn once by one process into its own folder and then copied into object storage
// (docs/decisions/0080), where every web process reads them and a CDN can front them. The generator's stamp (its art
// version and how many pictures it drew) is copied last, under a key of its own: a copy that stops half way is made
// again on the next start, and one that finished is never made twice.

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
  webm: "video/webm",
};
/** The stamp's key in storage; the generator writes it at ART_STAMP_PATH in its folder. */
export const PICTURES_STAMP_KEY = "images/art-version";
/** Uploads at once: enough to keep the storage busy, few enough not to crowd the process. */
const AT_ONCE = 8;

export const pictureContentType = (key: string): string | undefined => TYPES[key.slice(key.lastIndexOf(".") + 1)];

async function filesUnder(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, relative)));
    // Pictures only: the stamp (ART_STAMP_PATH) has no picture's type, and is copied after them.
    else if (entry.isFile() && pictureContentType(entry.name)) files.push(relative);
  }
  return files;
}

export interface PublishedPictures {
  /** How many files were copied; 0 when storage already held this art version. */
  copied: number;
  upToDate: boolean;
}

/**
 * Copies publicDir/assets/images into storage (keys images/…), unless storage already holds the same stamp. Throws if
 * the pictures were never drawn here (no stamp) or storage refuses a file.
 */
export async function publishPictures(publicDir: string, storage: FileStorage): Promise<PublishedPictures> {
  const root = path.join(publicDir, "assets");
  const stamp = await readFile(path.join(publicDir, ART_STAMP_PATH));
  const stored = await storage.get(PICTURES_STAMP_KEY);
  if (stored?.equals(stamp)) return { copied: 0, upToDate: true };
  const files = await filesUnder(root, "images");
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await storage.put(file, await readFile(path.join(root, file)), pictureContentType(file) ?? "application/octet-stream");
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  await storage.put(PICTURES_STAMP_KEY, stamp, "text/plain");
  return { copied: files.length, upToDate: false };
}
