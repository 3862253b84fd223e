// Copying the write-ahead log back into the database file (a checkpoint) on a thread of its own. A commit that
// takes the WAL past its autocheckpoint mark (connection.ts) copies every page the WAL holds to its place in the
// file and waits for the disk, on the server's one JavaScript thread, while every request waits behind it: at
// 100,000 learners under a stream of awards those commits were about half of all commit time. Here a worker
// thread opens its own connection and runs a PASSIVE checkpoint every CHECKPOINT_EVERY_MS: it copies what has
// been committed so far without taking any lock a writer or reader needs, on the other core. The writer keeps an
// autocheckpoint, ten times further off than without this thread (connection.ts WAL_RESTART_PAGES), as the
// backstop that lets SQLite start the WAL over from its beginning (a checkpoint the writer runs is complete,
// since nothing commits during it); by then most pages are already in the file, so it has little left to copy.
// Durability is unchanged: every commit still waits for the WAL to be on disk (synchronous=FULL), and a
// checkpoint is SQLite's own, safe to interrupt at any point.
import { Worker } from 'node:worker_threads';
import { logError } from '../../log.ts';

/** How often the worker copies the committed log into the file. */
export const CHECKPOINT_EVERY_MS = 100;

/**
 * The worker's whole program, given as source (`eval`) so that it runs the same from the TypeScript sources and
 * from the built server, which bundles files and would not ship a separate worker file.
 */
const WORKER_SOURCE = `
const { DatabaseSync } = require('node:sqlite');
const { parentPort, workerData } = require('node:worker_threads');
const db = new DatabaseSync(workerData.file);
db.exec('PRAGMA busy_timeout = ' + workerData.busyTimeoutMs);
db.exec('PRAGMA synchronous = FULL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Busy or locked now: the next turn tries again, and the writer's own checkpoint is still there.
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Stops the worker and closes its connection; resolves once the thread has ended. */
  stop(): Promise<void>;
}

/** Starts checkpointing `file` (a WAL-mode database) on a worker thread. */
export function startBackgroundCheckpoints(file: string, options: { readonly everyMs?: number; readonly busyTimeoutMs: number }): BackgroundCheckpoints {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS, busyTimeoutMs: options.busyTimeoutMs },
  });
  // It never keeps a process alive: a script that is done may end while it waits for its next turn.
  worker.unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    // Without it, the writer's autocheckpoint still copies the log: slower commits, nothing lost.
    logError('background checkpoints stopped', error);
  });
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= (async () => {
        worker.postMessage('stop');
        // A worker that cannot stop by itself (it failed) is ended; either way the thread is gone after this.
        const timeout = setTimeout(() => void worker.terminate(), 2000);
        await ended;
        clearTimeout(timeout);
      })();
      return stopping;
    },
  };
}
