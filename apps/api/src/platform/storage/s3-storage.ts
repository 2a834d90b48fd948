import { sha256Hex, signRequest } from "./s3-signing.ts";
import type { S3Credentials } from "./s3-signing.ts";
import { assertStorageKey } from "./file-storage.ts";
import type { FileStorage } from "./file-storage.ts";

export interface S3StorageOptions extends S3Credentials {
  /** e.g. https://s3.ap-south-1.amazonaws.com, or http://127.0.0.1:9000 for MinIO. */
  endpoint: string;
  bucket: string;
  /** Keys are stored under this prefix, so public and private files can share a bucket ("media/", "private/"). */
  prefix: string;
  /** Path-style addressing (endpoint/bucket/key), which every S3-compatible server supports. */
  forcePathStyle: boolean;
  /** The public path of a file; the app serves /media/ from storage itself by default. */
  publicPath: (key: string) => string;
  timeoutMs?: number;
  /** Refuses a key the server did not make: an upload's key by default (file-storage.ts). */
  assertKey?: (key: string) => void;
}

/**
 * Files in S3-compatible object storage, signed with Signature Version 4. Failures other than a missing object
 * throw, so the caller's error handling answers with a clear message instead of pretending the file is absent.
 */
export class S3Storage implements FileStorage {
  constructor(private readonly options: S3StorageOptions) {}

  private objectUrl(key: string): URL {
    (this.options.assertKey ?? assertStorageKey)(key);
    const { endpoint, bucket, prefix, forcePathStyle } = this.options;
    const base = new URL(endpoint);
    const objectKey = `${prefix}${key}`;
    if (forcePathStyle) return new URL(`${base.origin}/${bucket}/${objectKey}`);
    return new URL(`${base.protocol}//${bucket}.${base.host}/${objectKey}`);
  }

  private async send(method: "GET" | "HEAD" | "PUT" | "DELETE", key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = signRequest(
      { method, url, headers: contentType ? { "content-type": contentType } : {}, payloadHash: sha256Hex(body ?? "") },
      this.options,
    );
    delete headers.host;
    return fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000) });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send("PUT", key, body, contentType);
    if (!response.ok) throw new Error(`object storage refused to store ${key}: ${response.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send("GET", key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`object storage failed to read ${key}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send("HEAD", key);
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`object storage failed to look up ${key}: ${response.status}`);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send("DELETE", key);
    // S3 answers 204 whether or not the object existed; some servers answer 404 for a missing one.
    if (!response.ok && response.status !== 404) throw new Error(`object storage failed to delete ${key}: ${response.status}`);
  }

  url(key: string): string {
    return this.options.publicPath(key);
  }
}
