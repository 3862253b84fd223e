// Runs the community contract on the embedded SQLite store.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { describeCommunityContract } from './community.contract.ts';

const directories: string[] = [];

describeCommunityContract(
  'sqlite',
  async () => {
    const directory = await mkdtemp(join(tmpdir(), 'community-contract-'));
    directories.push(directory);
    return openSqliteStore({ file: join(directory, 'platform.db') });
  },
  async () => {
    await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
  },
);
