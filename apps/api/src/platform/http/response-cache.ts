import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content codings a stored answer is kept in, besides none: what browsers and the native app ask for. */
export type ContentCoding = "br" | "gzip";

/**
 * Answers smaller than this are sent as they are, as @fastify/compress does below its threshold (app.ts): a
 * compressed small answer saves a few bytes and costs its client a decoder.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for a stored answer. It is compressed once and sent many times, so a little more effort than a
 * dynamic answer's 4 is worth it: for the home answer (66 KB) quality 6 gives 9.0 KB in under a millisecond where
 * 4 gives 9.7 KB; 9 and above take ten to a hundred times as long for a few per cent.
 */
const BROTLI_QUALITY = 6;

/**
 * Brotli's window for a body: the smallest that holds all of it, from 64 KB up to Brotli's default (4 MB). A window
 * larger than the body compresses it no better, and at quality 6 a window above 64 KB makes Brotli allocate about 2 MB
 * of match tables for every answer: past the allocator's mapping threshold (decision 90), so mapped, faulted in and
 * given back each time, some 7 ms for a 25 KB search answer against 0.3 ms with the 64 KB window (decision 92).
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(bytes + 16))));
}

/** A stored answer: the serialised envelope, in UTF-8 bytes, sent as is (not encoded again for every request). */
export class CachedResponse {
  private tag: string | null = null;
  private readonly encodings: Partial<Record<ContentCoding, Buffer>> = {};
  /** Told the size of each coding kept, so that the cache holding the answer counts its bytes. */
  onEncoded: ((bytes: number) => void) | null = null;

  constructor(
    readonly statusCode: number,
    readonly body: Buffer,
  ) {}

  /** A strong validator of the body, computed when first asked for: answers to a POST never need one. */
  get etag(): string {
    return (this.tag ??= `"${createHash("sha1").update(this.body).digest("base64url")}"`);
  }

  /**
   * The body in a content coding, compressed when first asked for and kept with the answer: compressing the home
   * answer for every request that accepts it cost about 4 ms of CPU with Brotli (1.4 with gzip), forty times the
   * cost of the cached read itself (docs/decisions/0026). Null for an answer too small to compress.
   */
  encoded(coding: ContentCoding): Buffer | null {
    if (this.body.length < COMPRESS_THRESHOLD_BYTES) return null;
    const kept = this.encodings[coding];
    if (kept) return kept;
    const encoded =
      coding === "br"
        ? brotliCompressSync(this.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(this.body.length),
              [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
            },
          })
        : gzipSync(this.body);
    this.encodings[coding] = encoded;
    this.onEncoded?.(encoded.length);
    return encoded;
  }

  /** The bytes the answer holds: its body and each coding kept so far. */
  get bytes(): number {
    return this.body.length + (this.encodings.br?.length ?? 0) + (this.encodings.gzip?.length ?? 0);
  }
}

/** How much a cache may hold: answers, and their bytes with the codings kept (docs/decisions/0026). */
export interface CacheBounds {
  entries: number;
  bytes: number;
}

/**
 * The catalogue read cache: serialised responses by key, least recently used first out, all dropped at once
 * when the catalogue changes. A load that was running when the cache was cleared is not stored, so a reader
 * never sees data older than the last invalidation. Concurrent misses for one key share one load. It is bounded
 * in answers and in bytes: answers asked once (a search with a price no one asked before) would otherwise fill the
 * process's memory up to the count, whatever their size.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private held = 0;

  constructor(private readonly bounds: CacheBounds) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the stored answers hold, their codings included. */
  get bytes(): number {
    return this.held;
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
        if (generation === this.generation) this.store(key, entry);
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
    this.held = 0;
  }

  /** Keeps an answer, unless it alone is over the budget: keeping it would push out every other answer first. */
  private store(key: string, entry: CachedResponse): void {
    if (entry.bytes > this.bounds.bytes) return;
    this.entries.set(key, entry);
    this.held += entry.bytes;
    // A coding made later counts while the answer is still this cache's; one that takes it over the budget drops it.
    entry.onEncoded = (bytes) => {
      if (this.entries.get(key) !== entry) return;
      this.held += bytes;
      if (entry.bytes > this.bounds.bytes) this.drop(key, entry);
      this.evict();
    };
    this.evict();
  }

  /** Drops the least recently used answers until both bounds hold. */
  private evict(): void {
    while (this.entries.size > this.bounds.entries || this.held > this.bounds.bytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      this.drop(...oldest.value);
    }
  }

  private drop(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
