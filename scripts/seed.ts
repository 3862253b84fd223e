// `npm run seed`: creates the demo accounts (those missing) in the configured backend and prints them.
import { createBackend } from '../src/server/config.ts';
import { DEMO_ACCOUNTS, demoAccountsWarning, describeDemoAccounts, seedDemoAccounts } from '../src/server/services/demo-data.ts';
import { ensureSummaries } from '../src/server/services/summaries/index.ts';
import { parseSettings } from '../src/server/settings.ts';

// The same rule as a first start: demo accounts have public passwords.
const settings = parseSettings(process.env);
if (!settings.seedDemo) {
  const why = process.env.SEED_DEMO
    ? `SEED_DEMO=${process.env.SEED_DEMO} turns them off`
    : `their passwords are public, and this server is not local-only (HOST=${settings.host}, SITE_URL=${settings.siteUrl.origin}` +
      `${settings.production ? ', NODE_ENV=production' : ''})`;
  console.error(`Refusing to create demo accounts: ${why}. Set SEED_DEMO=1 to do it anyway.`);
  process.exit(1);
}
const warning = demoAccountsWarning(settings);
if (warning) console.warn(warning);
const backend = await createBackend(settings);
// As at a first start: the admin dashboard's counters exist before the demo data counts itself into them.
await ensureSummaries(backend);
const created = await seedDemoAccounts(backend, { learners: settings.demoLearners });
await backend.store.close();
console.log(created.length ? `Created ${created.length} demo account(s).` : 'The demo accounts already exist.');
console.log('Demo sign-in details (email, password):\n' + describeDemoAccounts(DEMO_ACCOUNTS));
