import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { assertStorageKey } from "./file-storage.ts";
import type { FileStorage, PrivateFileStorage } from "./file-storage.ts";
import { S3Storage } from "./s3-storage.ts";

/** Writes a whole file (node's writeFile); a test passes one that fails part way, as a full disk does. */
export type WriteFile = (file: string, body: Buffer) => Promise<void>;

/**
 * Files on local disk under DATA_DIR/media, served at /media/. A file is written beside its place and renamed into
 * it, so a write that fails part way (a full disk) leaves nothing behind, and a reader never sees half a file.
 */
export class DiskStorage implements FileStorage {
  constructor(
    private readonly dir: string,
    private readonly write: WriteFile = (file, body) => writeFile(file, body),
  ) {}

  private file(key: string): string {
    assertStorageKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await this.write(partial, body);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.file(key)).catch(() => null);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.file(key)).then(
      (file) => file.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    return `/media/${key}`;
  }
}

/** Public files (served at /media/) and private ones (never served), on local disk or in S3-compatible storage. */
export function createStorages(config: Config["storage"]): { files: FileStorage; privateFiles: PrivateFileStorage } {
  if (config.driver === "s3" && config.s3) {
    const options = { ...config.s3, publicPath: (key: string) => `/media/${key}` };
    return { files: new S3Storage({ ...options, prefix: "media/" }), privateFiles: new S3Storage({ ...options, prefix: "private/" }) };
  }
  return { files: new DiskStorage(config.dir), privateFiles: new DiskStorage(config.privateDir) };
}

/** A catalogue picture's key under assets/ (images/vendor/…/1-640.webp): the generator's paths, never climbing out. */
const PICTURE_KEY = /^images\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;
export const isPictureKey = (key: string): boolean => PICTURE_KEY.test(key) && !key.includes("..");
export function assertPictureKey(key: string): void {
  if (!isPictureKey(key)) throw new Error(`invalid picture key: ${key}`);
}

/**
 * The catalogue's pictures in object storage, under assets/ (docs/decisions/0079): drawn once by one process and
 * read by every other. Null with the disk driver, where they stay in PUBLIC_DIR.
 */
export function pictureStorage(config: Config["storage"]): S3Storage | null {
  if (config.driver !== "s3" || !config.s3) return null;
  return new S3Storage({ ...config.s3, prefix: "assets/", publicPath: (key) => `/assets/${key}`, assertKey: assertPictureKey });
}
