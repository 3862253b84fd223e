// The render cache's memory: a signed-in person's last rendering of a page, kept with a check that what the
// rendering read is unchanged (the store's read stamp, src/server/store/read-tracking.ts) and the time it may
// be answered until. Bounded by count and by bytes; the oldest kept goes first. The app's middleware decides
// what is kept (src/middleware/reuse-rendered-page.ts); the web server answers from it before the app runs
// (src/server/web-server/platform-server.ts).

export interface RenderedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  /** The body as sent: already compressed when a content-encoding header says so. */
  readonly body: Uint8Array;
  /** Whether everything the rendering read would read the same now. */
  readonly readsUnchanged: () => boolean;
  /** Milliseconds since the epoch after which it is rendered again, changed or not (text that moves with the clock). */
  readonly until: number;
}

export interface RenderedPageLimits {
  readonly maxPages: number;
  readonly maxBytes: number;
}

/** A few thousand signed-in people's current pages, compressed: tens of megabytes at most. */
export const RENDERED_PAGE_LIMITS: RenderedPageLimits = { maxPages: 4000, maxBytes: 48 * 1024 * 1024 };

/**
 * Whose page, which page, in which encoding and language: the whole Cookie header (it holds the session and a
 * chosen language) names the person; `Accept-Language` decides the language of someone who chose none.
 */
export function renderedPageKey(cookieHeader: string, pathAndQuery: string, coding: string | null, acceptLanguage: string): string {
  return `${coding ?? 'identity'}\u0000${pathAndQuery}\u0000${acceptLanguage}\u0000${cookieHeader}`;
}

export class RenderedPages {
  readonly #pages = new Map<string, RenderedPage>();
  readonly #limits: RenderedPageLimits;
  #bytes = 0;

  constructor(limits: RenderedPageLimits = RENDERED_PAGE_LIMITS) {
    this.#limits = limits;
  }

  /** How many pages and bytes are kept. */
  get size(): { readonly pages: number; readonly bytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }

  /** The page kept under `key` if it is still in time and its reads are unchanged; a stale one is forgotten. */
  take(key: string, now: number): RenderedPage | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    if (now < page.until && page.readsUnchanged()) return page;
    this.#forget(key, page);
    return null;
  }

  /** Keeps `page` under `key` (replacing what was there), then lets the oldest go until within the limits. */
  keep(key: string, page: RenderedPage): void {
    // One page may not push out a large part of everyone else's.
    if (page.body.byteLength > this.#limits.maxBytes / 16) return;
    const previous = this.#pages.get(key);
    if (previous) this.#forget(key, previous);
    this.#pages.set(key, page);
    this.#bytes += page.body.byteLength;
    for (const [oldestKey, oldest] of this.#pages) {
      if (this.#pages.size <= this.#limits.maxPages && this.#bytes <= this.#limits.maxBytes) break;
      this.#forget(oldestKey, oldest);
    }
  }

  #forget(key: string, page: RenderedPage): void {
    this.#pages.delete(key);
    this.#bytes -= page.body.byteLength;
  }
}
