// Playwright's global teardown: removes the database folder playwright.config.ts made for the run (a folder
// given in E2E_DATA_DIR from outside is someone's to keep). Without it every run left one in the temporary folder.
import { rm } from 'node:fs/promises';

export default async function removeDataDir(): Promise<void> {
  const folder = process.env.E2E_DATA_DIR;
  if (process.env.E2E_DATA_DIR_MADE === '1' && folder) await rm(folder, { recursive: true, force: true });
}
