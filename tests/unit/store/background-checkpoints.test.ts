// The store's background checkpoints copy committed log pages into the database file with no help from the
// writer. Observed in the WAL index (the `-shm` file), as SQLite lays it out: the first header's mxFrame (u32 at
// byte 16: frames in the log) and the checkpoint info's nBackfill (u32 at byte 96: frames already copied), in
// the machine's byte order. Writes here stay far below the writer's own autocheckpoint mark.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'background-checkpoints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function logState(file: string): { frames: number; copied: number } {
  const shm = readFileSync(`${file}-shm`);
  const u32 = (at: number) => (endianness() === 'LE' ? shm.readUInt32LE(at) : shm.readUInt32BE(at));
  return { frames: u32(16), copied: u32(96) };
}

async function writeSome(store: ReturnType<typeof openSqliteStore>, prefix: string): Promise<void> {
  for (let index = 0; index < 20; index++) {
    await store.transaction(async (tx) => {
      await tx.createRow('settings', `${prefix}-${index}`, { value: JSON.stringify({ index, padding: 'x'.repeat(2000) }) });
    });
  }
}

async function copiedWithin(file: string, ms: number): Promise<{ frames: number; copied: number }> {
  const until = Date.now() + ms;
  let state = logState(file);
  while (state.copied < state.frames && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    state = logState(file);
  }
  return state;
}

describe('background checkpoints', () => {
  it('copy the committed log into the file while the writer goes on', async () => {
    const file = path.join(folder, 'on.db');
    const store = openSqliteStore({ file, checkpointInBackground: true });
    try {
      await writeSome(store, 'on');
      const state = await copiedWithin(file, 5000);
      expect(state.frames).toBeGreaterThan(0);
      expect(state.copied).toBe(state.frames);
      // And what the store reads is unchanged by the copying.
      expect(JSON.parse((await store.getRow('settings', 'on-19'))?.value ?? '{}').index).toBe(19);
    } finally {
      await store.close();
    }
  });

  it('are off unless asked for: the log then waits for the writer’s own mark', async () => {
    const file = path.join(folder, 'off.db');
    const store = openSqliteStore({ file });
    try {
      await writeSome(store, 'off');
      const state = await copiedWithin(file, 500);
      expect(state.frames).toBeGreaterThan(0);
      expect(state.copied).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('stop with the store', async () => {
    const file = path.join(folder, 'closed.db');
    const store = openSqliteStore({ file, checkpointInBackground: true });
    await writeSome(store, 'closed');
    await store.close();
    // A closed store leaves no thread behind: the file opens again at once, with everything written.
    const again = openSqliteStore({ file });
    expect(await again.getRow('settings', 'closed-0')).not.toBeNull();
    await again.close();
  });
});
