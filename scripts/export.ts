// `npm run export -- [folder]`: writes every table of the configured backend's database (the embedded one
// by default, DATA_DIR) to a new folder of JSON-lines files, one per table, plus manifest.json; without a
// folder, to DATA_DIR/export-<time>. The folder holds password hashes and personal data: it is made
// readable by its owner only (0700, files 0600); delete it after use.
import path from 'node:path';
import { createBackend } from '../src/server/config.ts';
import { defaultExportDir, exportStore, ExportFolderExistsError } from '../src/server/services/data-transfer.ts';
import { parseSettings, SettingsError } from '../src/server/settings.ts';

try {
  const settings = parseSettings(process.env);
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : defaultExportDir(settings.dataDir);
  const backend = await createBackend(settings);
  try {
    const manifest = await exportStore(backend.store, dir);
    const counts = Object.entries(manifest.tables).map(([table, count]) => `  ${table}: ${count}`).join('\n');
    console.log(`Exported to ${dir}:\n${counts}`);
  } finally {
    await backend.store.close();
  }
} catch (error) {
  if (error instanceof SettingsError || error instanceof ExportFolderExistsError) {
    console.error(`Cannot export: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
