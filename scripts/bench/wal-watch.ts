// Watches a WAL-mode database's log while a run writes to it: how many pages it committed to the log and how
// often the log started over. Awards per second are "sustained" only if the run crossed the writer's checkpoint
// mark (src/server/store/sqlite/connection.ts) a few times, since each crossing costs the writer a checkpoint;
// the bench counts the crossings instead of assuming them. Read from the WAL index (the `-shm` file) as SQLite
// lays it out: the header's mxFrame (u32 at byte 16: frames in the log), in the machine's byte order.
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

export interface LogWatch {
  /** Stops watching: pages committed while watched (a lower bound: a restart hides the pages since the last look), and restarts. */
  stop(): { readonly pages: number; readonly restarts: number };
}

/** Starts watching the log of the database `file` (open in WAL mode), looking every `everyMs`. */
export function watchLog(file: string, everyMs = 20): LogWatch {
  const shm = openSync(`${file}-shm`, 'r');
  const word = Buffer.alloc(4);
  const framesNow = (): number => {
    readSync(shm, word, 0, 4, 16);
    return endianness() === 'LE' ? word.readUInt32LE(0) : word.readUInt32BE(0);
  };
  let last = framesNow();
  let pages = 0;
  let restarts = 0;
  const look = (): void => {
    const now = framesNow();
    if (now < last) {
      restarts += 1;
      pages += now;
    } else {
      pages += now - last;
    }
    last = now;
  };
  const timer = setInterval(look, everyMs);
  return {
    stop() {
      clearInterval(timer);
      look();
      closeSync(shm);
      return { pages, restarts };
    },
  };
}
