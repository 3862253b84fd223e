// A first-come-first-served lock for async callers. Both adapters use it: the SQLite store shares one
// synchronous connection, so while a transaction awaits, everyone else's statements must wait or they
// would land inside it; the Appwrite store lets one transaction at a time run within a server process.

/** Lets one holder at a time through; the others wait in the order they asked. */
export class AsyncMutex {
  #locked = false;
  readonly #waiting: (() => void)[] = [];

  /** Whether someone holds the lock (so a new caller would have to wait). */
  get locked(): boolean {
    return this.#locked;
  }

  /** Resolves once the caller holds the lock; the caller must call `release` exactly once. */
  acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the lock straight to the next waiter, so nobody can slip in between. */
  release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#locked = false;
    else next();
  }
}
