// `npm run import -- <folder>`: reads an export (npm run export) into the configured backend's Store:
// the embedded database in DATA_DIR, or Appwrite with BACKEND=appwrite and the APPWRITE_* settings.
// The target tables must be empty. See appwrite/README.md "Moving data" for what happens to passwords.
import path from 'node:path';
import { importAppwriteUsers } from '../src/server/appwrite-project/import-users.ts';
import { createBackend } from '../src/server/config.ts';
import { ImportError, importStore } from '../src/server/services/data-transfer.ts';
import { parseSettings, SettingsError } from '../src/server/settings.ts';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run import -- <folder written by npm run export>');
  process.exit(1);
}
const dir = path.resolve(source);

try {
  const settings = parseSettings(process.env);
  const backend = await createBackend(settings);
  try {
    // Appwrite keeps accounts and sessions in its own Auth service: the embedded auth tables are not
    // copied into tables there; the people are created as Appwrite users instead (without passwords).
    const toAppwrite = settings.backend === 'appwrite';
    const report = await importStore(backend.store, dir, { skip: toAppwrite ? ['auth_accounts', 'auth_sessions'] : [] });
    const counts = Object.entries(report.imported).map(([table, count]) => `  ${table}: ${count}`).join('\n');
    console.log(`Imported from ${dir} into the ${settings.backend} backend:\n${counts}`);
    if (toAppwrite) {
      const users = await importAppwriteUsers(process.env, dir);
      console.log(
        `Appwrite users: ${users.created} created, ${users.existing} already there, ${users.admins} labelled admin.\n` +
          'They have no password in Appwrite (embedded scrypt hashes cannot be carried over; see appwrite/README.md): ' +
          'they sign in with a provider on the same verified email, or get a password from an operator or by account recovery.',
      );
    }
  } finally {
    await backend.store.close();
  }
} catch (error) {
  if (error instanceof SettingsError || error instanceof ImportError) {
    console.error(`Cannot import: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
