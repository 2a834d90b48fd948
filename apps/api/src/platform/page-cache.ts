import type { CacheBounds } from "./http/response-cache.ts";
import { newCspNonce } from "./security-headers.ts";

// Server-rendered pages for people who are not signed in, kept for a short time (docs/decisions/0081): rendering a page
// costs 20–50 ms of a web process's core, and on a campaign's evening most of the storefront's visitors open the same
// few pages signed out. Each page carries its response's CSP nonce (decision 10), so a kept page is rendered with a
// nonce of its own that no response ever carries, and every response gets the page with its own nonce put in.

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

/** A page as one request is given it: with its nonce, and whether it came from the cache (answered as x-page-cache). */
export type ServedPage = RenderedPage & { hit: boolean };

interface KeptPage extends RenderedPage {
  /** The nonce the page was rendered with: in the kept body only, never sent. */
  nonce: string;
  expiresAt: number;
  /** What it holds in memory, counted once. */
  bytes: number;
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
  async get(key: string, nonce: string, render: (nonce: string) => Promise<RenderedPage & { keep: boolean }>): Promise<ServedPage | null> {
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > this.now()) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return withNonce(kept, nonce, true);
    }
    if (kept) this.drop(key, kept);
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending;
      return page ? withNonce(page, nonce, false) : null;
    }
    const own = newCspNonce();
    const rendered = render(own).then((page) => ({
      ...page,
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
    return withNonce(await rendered, nonce, false);
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
    while (this.pages.size > this.bounds.entries || this.held > this.bounds.bytes) {
      const oldest = this.pages.entries().next();
      if (oldest.done) break;
      this.drop(...oldest.value);
    }
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

function withNonce(page: KeptPage, nonce: string, hit: boolean): ServedPage {
  return { status: page.status, headers: page.headers, setCookies: page.setCookies, body: page.body.replaceAll(page.nonce, nonce), hit };
}
