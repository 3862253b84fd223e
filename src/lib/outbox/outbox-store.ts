// Where writes typed offline wait: one IndexedDB store, which the pages and the service worker both open (the
// worker cannot read localStorage), each item tagged with the account that typed it (outbox-rules.ts).
import { isOutboxItem, type OutboxItem, type OutboxQueue } from './outbox-rules.ts';

const DATABASE = 'offline-outbox';
const ITEMS = 'items';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ITEMS, { keyPath: 'id' });
    request.onsuccess = () => {
      const db = request.result;
      // Another version of the app upgrading the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function write(change: (items: IDBObjectStore) => void): Promise<void> {
  const transaction = (await database()).transaction(ITEMS, 'readwrite');
  change(transaction.objectStore(ITEMS));
  await finished(transaction);
}

/** Whether this browser (or worker) can keep items at all; private modes may refuse IndexedDB. */
export function outboxAvailable(): boolean {
  try {
    return typeof indexedDB !== 'undefined';
  } catch {
    return false;
  }
}

/** The outbox in IndexedDB. */
export const outboxQueue: OutboxQueue = {
  async list(accountId) {
    const all: unknown[] = await done((await database()).transaction(ITEMS).objectStore(ITEMS).getAll());
    return all.filter((item): item is OutboxItem => isOutboxItem(item) && item.accountId === accountId);
  },
  put: (item) => write((items) => items.put(item)),
  remove: (id) => write((items) => items.delete(id)),
  refuse: (id, message) =>
    write((items) => {
      // Read and written in one transaction: an item another sender removed meanwhile stays removed.
      const read = items.get(id);
      read.onsuccess = () => {
        if (isOutboxItem(read.result)) items.put({ ...read.result, refused: message });
      };
    }),
};

/** Runs `work` holding the outbox's Web Lock where the browser has Web Locks (the page and the worker share it). */
export async function withOutboxLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(name, work) : work();
}
