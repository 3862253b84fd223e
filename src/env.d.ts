declare namespace App {
  interface Locals {
    /** The signed-in person (with derived flags), or null; set by src/middleware/attach-user.ts on every on-demand request. */
    user: import('./server/services/session-user.ts').SessionUser | null;
    /** What the session cookie needs once the response is made (src/middleware/renew-session-cookie.ts). */
    sessionCookie:
      | { kind: 'none' }
      | { kind: 'current' }
      | { kind: 'ended' }
      | { kind: 'renewed'; token: string; until: Date };
  }
}
