// A bound on expensive work running at once: at most `running` jobs, at most `waiting` more in line (first
// come, first served), and past that a caller is refused at once instead of queued. Queuing without a bound
// would only move a burst from the CPU to memory and make every later caller wait behind it.

/** Thrown by `run` when every place, running and waiting, is taken. */
export class WorkLimitReached extends Error {
  constructor() {
    super('Too much of this work is already running or waiting');
    this.name = 'WorkLimitReached';
  }
}

export interface WorkLimit {
  /** Runs `work` when a place is free; rejects with WorkLimitReached at once when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a place. */
  readonly waiting: number;
}

export function createWorkLimit(places: { running: number; waiting: number }): WorkLimit {
  const maxRunning = Math.max(1, Math.floor(places.running));
  const maxWaiting = Math.max(0, Math.floor(places.waiting));
  const line: (() => void)[] = [];
  let running = 0;

  const finished = (): void => {
    const next = line.shift();
    if (next) next(); // the place passes straight to the next in line
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < maxRunning) running += 1;
      else if (line.length < maxWaiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new WorkLimitReached();
      try {
        return await work();
      } finally {
        finished();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
