// Runs the organisation scenarios (organisations.contract.ts) on a Backend built by config.ts for the embedded
// store, and for Appwrite through the fake Appwrite (its transactions, unique indexes, query limits and
// request shapes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createBackend } from '#/server/config.ts';
import { parseSettings } from '#/server/settings.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describeOrganisationScenarios } from './organisations.contract.ts';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describeOrganisationScenarios(
  'embedded (SQLite)',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'organisations-'));
    directories.push(dataDir);
    return createBackend(parseSettings({ DATA_DIR: dataDir }));
  },
  (backend) => backend.store.close(),
);

describe('on Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  describeOrganisationScenarios(
    'Appwrite (fake Appwrite)',
    async () => {
      fake.tablesDb.reset();
      const settings = parseSettings({
        BACKEND: 'appwrite',
        APPWRITE_ENDPOINT: fake.endpoint,
        APPWRITE_PROJECT_ID: fake.projectId,
        APPWRITE_API_KEY: fake.apiKey,
        APPWRITE_DATABASE_ID: fake.databaseId,
      });
      return createBackend(settings);
    },
    (backend) => backend.store.close(),
  );
});
