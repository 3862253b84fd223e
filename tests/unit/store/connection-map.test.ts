// The embedded database's connection maps as much of its file as DATABASE_MAP_MB asks, and none by default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#/server/store/sqlite/connection.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'connection-map-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const mapped = (mapBytes?: number): number => {
  const db = openDatabase(path.join(folder, `map-${mapBytes ?? 'default'}.db`), { mapBytes });
  try {
    return Number(db.prepare('PRAGMA mmap_size').get()?.mmap_size);
  } finally {
    db.close();
  }
};

describe('openDatabase: memory-mapped reads', () => {
  it('maps nothing unless asked', () => {
    expect(mapped()).toBe(0);
    expect(mapped(0)).toBe(0);
  });

  it('maps the bytes asked for', () => {
    expect(mapped(64 * 1024 * 1024)).toBe(64 * 1024 * 1024);
  });
});
