declare namespace App {
  interface Locals {
    /** The signed-in person (with derived flags), or null; set by src/middleware.ts on every on-demand request. */
    user: import('./server/services/session-user.ts').SessionUser | null;
  }
}
