import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Names are made by the server; a key never comes from a user. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The public path of a stored file. */
  url(key: string): string;
}

const KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.(webp|pdf)$/;

/** Files on local disk under DATA_DIR/media, served at /media/. */
export class DiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.file(key)).catch(() => null);
  }

  url(key: string): string {
    return `/media/${key}`;
  }
}
