declare namespace App {
  interface Locals {
    /**
     * The client's address, behind trusted proxies too (src/middleware/client-address.ts): what every
     * per-address throttle counts. Astro's own `clientAddress` is the connection's, i.e. the proxy's.
     */
    clientAddress: string;
    /** The signed-in person (with derived flags), or null; set by src/middleware/attach-user.ts on every on-demand request. */
    user: import('./server/services/session-user.ts').SessionUser | null;
    /**
     * Resolves once the response can take more bytes (src/server/web-server/compress-on-the-fly.ts): a long
     * body made as it is sent (a CSV export) waits for it, so a slow download holds the reads back. Absent
     * outside the platform server (astro dev), where nothing waits.
     */
    roomForMore?: import('./server/web-server/compress-on-the-fly.ts').RoomForMore;
    /**
     * Readies a rendered page for a phone's first paint: its CSS inline, its stylesheet and scripts after
     * that paint (src/server/web-server/on-demand-first-paint.ts). Absent outside the platform server.
     */
    firstPaint?: import('./server/web-server/on-demand-first-paint.ts').FirstPaint;
    /** The language this response is written in (src/middleware/choose-locale.ts). */
    locale: import('./i18n/locales.ts').Locale;
    /** What the session cookie needs once the response is made (src/middleware/renew-session-cookie.ts). */
    sessionCookie:
      | { kind: 'none' }
      | { kind: 'current' }
      | { kind: 'ended' }
      | { kind: 'renewed'; token: string; until: Date };
  }
}
