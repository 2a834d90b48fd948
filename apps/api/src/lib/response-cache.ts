import { createHash } from "node:crypto";

/** A stored answer: the serialised envelope, in UTF-8 bytes, sent as is (not encoded again for every request). */
export class CachedResponse {
  private tag: string | null = null;

  constructor(
    readonly statusCode: number,
    readonly body: Buffer,
  ) {}

  /** A strong validator of the body, computed when first asked for: answers to a POST never need one. */
  get etag(): string {
    return (this.tag ??= `"${createHash("sha1").update(this.body).digest("base64url")}"`);
  }
}

/**
 * The catalogue read cache: serialised responses by key, least recently used first out, all dropped at once
 * when the catalogue changes. A load that was running when the cache was cleared is not stored, so a reader
 * never sees data older than the last invalidation. Concurrent misses for one key share one load.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<{ statusCode: number; payload: unknown }>): Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = load()
      .then(({ statusCode, payload }) => {
        const entry = new CachedResponse(statusCode, Buffer.from(JSON.stringify(payload)));
        if (generation === this.generation) {
          this.entries.set(key, entry);
          if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
