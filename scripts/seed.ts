// `npm run seed`: creates the demo accounts (those missing) in the configured backend and prints them.
import { createBackend } from '../src/server/config.ts';
import { DEMO_ACCOUNTS, describeDemoAccounts, seedDemoAccounts } from '../src/server/services/demo-data.ts';
import { parseSettings } from '../src/server/settings.ts';

const settings = parseSettings(process.env);
if (settings.production && process.env.SEED_DEMO !== '1') {
  console.error('Refusing to create demo accounts with NODE_ENV=production. Set SEED_DEMO=1 to do it anyway.');
  process.exit(1);
}
const backend = await createBackend(settings);
const created = await seedDemoAccounts(backend, { learners: settings.demoLearners });
await backend.store.close();
console.log(created.length ? `Created ${created.length} demo account(s).` : 'The demo accounts already exist.');
console.log('Demo sign-in details (email, password):\n' + describeDemoAccounts(DEMO_ACCOUNTS));
