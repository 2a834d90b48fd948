import { gzipAround, gzipWith } from "./http/gzip-around.ts";
import type { GzipAround } from "./http/gzip-around.ts";
import { COMPRESS_THRESHOLD_BYTES } from "./http/response-cache.ts";
import type { CacheBounds } from "./http/response-cache.ts";
import { newCspNonce } from "./security-headers.ts";

// Server-rendered pages for people who are not signed in, kept for a short time (docs/decisions/0081): rendering a page
// costs 20–50 ms of a web process's core, and on a campaign's evening most of the storefront's visitors open the same
// few pages signed out. Each page carries its response's CSP nonce (decision 10), so a kept page is rendered with a
// nonce of its own that no response ever carries, and every response gets the page with its own nonce put in. Sent in
// gzip, a kept page is compressed once around its nonce's places, and each response's nonce goes between the pieces
// uncompressed (http/gzip-around.ts, docs/decisions/0084).

/** How long a page is kept, and how much the cache may hold. */
export interface PageCacheBounds extends CacheBounds {
  seconds: number;
}

/** A rendered page as kept: its status, its headers and its HTML. */
export interface RenderedPage {
  status: number;
  /** Its headers but Set-Cookie, by their lower-case names. */
  headers: Record<string, string>;
  /** The cookies it sets: only ever for the request that rendered it, as such a page is not kept. */
  setCookies: string[];
  body: string;
}

/**
 * A page as one request is given it: with its nonce, as text or, when `gzip` (the client takes gzip and the page was
 * kept), as a gzip member; and whether it came from the cache (answered as x-page-cache).
 */
export interface ServedPage extends Omit<RenderedPage, "body"> {
  body: string | Buffer;
  gzip: boolean;
  hit: boolean;
}

interface KeptPage extends RenderedPage {
  key: string;
  /** The nonce the page was rendered with: in the kept body only, never sent. */
  nonce: string;
  expiresAt: number;
  /** What it holds in memory, counted once, its compressed pieces with it once they are made. */
  bytes: number;
  /** The body compressed around the nonce's places, made when a client first takes the page in gzip. */
  pieces?: GzipAround;
}

/**
 * Rendered pages by key, each for `seconds`, least recently used first out, all dropped when the catalogue changes (as
 * the API's read cache is). A render that was running when the cache was cleared is not kept. Parallel misses of one
 * key share one render.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Renders under way, for the requests that miss the same key meanwhile: null when the page may not be kept. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private generation = 0;
  private held = 0;

  constructor(
    private readonly bounds: PageCacheBounds,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.bounds.seconds > 0 && this.bounds.entries > 0 && this.bounds.bytes > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The page for `key`, with `nonce` in place of the nonce it was rendered with; `render` makes it on a miss with the
   * nonce it is given, and says whether it may be kept. The request whose miss rendered a page gets it in any case;
   * one that waited for that render gets null when it may not be kept (a cookie set, a redirect, an error), and then
   * renders its own.
   */
  async get(
    key: string,
    nonce: string,
    render: (nonce: string) => Promise<RenderedPage & { keep: boolean }>,
    options: { gzip: boolean } = { gzip: false },
  ): Promise<ServedPage | null> {
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > this.now()) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return this.served(kept, nonce, true, options.gzip);
    }
    if (kept) this.drop(key, kept);
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending;
      return page ? this.served(page, nonce, false, options.gzip) : null;
    }
    const own = newCspNonce();
    const rendered = render(own).then((page) => ({
      ...page,
      key,
      nonce: own,
      expiresAt: this.now() + this.bounds.seconds * 1000,
      bytes: sizeOf(page),
    }));
    const generation = this.generation;
    // A render that failed fails for its own request; the requests that waited for it render their own.
    const shared = rendered
      .then(
        (page) => {
          if (!page.keep) return null;
          if (generation === this.generation) this.store(key, page);
          return page;
        },
        () => null,
      )
      .finally(() => {
        if (this.rendering.get(key) === shared) this.rendering.delete(key);
      });
    this.rendering.set(key, shared);
    const page = await rendered;
    // A page that may not be kept is compressed as any answer is, for its one response.
    return this.served(page, nonce, false, options.gzip && page.keep);
  }

  invalidate(): void {
    this.generation++;
    this.pages.clear();
    this.rendering.clear();
    this.held = 0;
  }

  private store(key: string, page: KeptPage): void {
    if (page.bytes > this.bounds.bytes) return;
    this.pages.set(key, page);
    this.held += page.bytes;
    this.evict();
  }

  /** The least recently used pages out, until the cache is within its bounds. */
  private evict(): void {
    while (this.pages.size > this.bounds.entries || this.held > this.bounds.bytes) {
      const oldest = this.pages.entries().next();
      if (oldest.done) break;
      this.drop(...oldest.value);
    }
  }

  /**
   * The page with `nonce` in place of its own: as a gzip member when the client takes one and the page is worth it. The
   * pieces refer back across the nonce's places, so a nonce goes between them only if it has the render's length, as
   * every nonce made by `newCspNonce` does.
   */
  private served(page: KeptPage, nonce: string, hit: boolean, gzip: boolean): ServedPage {
    const { status, headers, setCookies } = page;
    const fits = Buffer.byteLength(nonce) === Buffer.byteLength(page.nonce);
    if (!gzip || !fits || page.body.length < COMPRESS_THRESHOLD_BYTES) {
      return { status, headers, setCookies, body: page.body.replaceAll(page.nonce, nonce), gzip: false, hit };
    }
    if (!page.pieces) {
      page.pieces = gzipAround(page.body, page.nonce);
      page.bytes += page.pieces.bytes;
      // Counted while the page is held (a page not stored yet is counted whole when it is), within the bounds.
      if (this.pages.get(page.key) === page) {
        this.held += page.pieces.bytes;
        this.evict();
      }
    }
    return { status, headers, setCookies, body: gzipWith(page.pieces, nonce), gzip: true, hit };
  }

  private drop(key: string, page: KeptPage): void {
    if (this.pages.get(key) !== page) return;
    this.pages.delete(key);
    this.held -= page.bytes;
  }
}

/** Bytes a kept page holds in memory: its body as UTF-16, at most, and its headers. */
function sizeOf(page: RenderedPage): number {
  return page.body.length * 2 + Object.entries(page.headers).reduce((n, [name, value]) => n + (name.length + value.length) * 2, 0);
}
