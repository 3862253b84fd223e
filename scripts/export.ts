// `npm run export -- [folder]`: writes every table of the configured backend's database (the embedded one
// by default, DATA_DIR) to a folder of JSON-lines files, one per table, plus manifest.json.
// The folder holds password hashes and personal data: keep it private and delete it after use.
import path from 'node:path';
import { createBackend } from '../src/server/config.ts';
import { exportStore } from '../src/server/services/data-transfer.ts';
import { parseSettings, SettingsError } from '../src/server/settings.ts';

const dir = path.resolve(process.argv[2] ?? `export-${new Date().toISOString().replace(/[:.]/g, '-')}`);
try {
  const backend = await createBackend(parseSettings(process.env));
  try {
    const manifest = await exportStore(backend.store, dir);
    const counts = Object.entries(manifest.tables).map(([table, count]) => `  ${table}: ${count}`).join('\n');
    console.log(`Exported to ${dir}:\n${counts}`);
  } finally {
    await backend.store.close();
  }
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`Cannot export: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
