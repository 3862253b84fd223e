// Runs the learning journeys' contract on the embedded SQLite store.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { describeJourneysContract } from './journeys.contract.ts';

const directories: string[] = [];

describeJourneysContract(
  'sqlite',
  async () => {
    const directory = await mkdtemp(join(tmpdir(), 'journeys-contract-'));
    directories.push(directory);
    return openSqliteStore({ file: join(directory, 'platform.db') });
  },
  async () => {
    await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
  },
);
