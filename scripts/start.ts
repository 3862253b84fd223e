// `npm start` (after `npm run build`): prepares the embedded database (migrations, demo accounts on a
// first start when the server is local-only or SEED_DEMO=1 says so), prints where the platform is and how
// to sign in, then runs the built site in our own small HTTP server (static files precompressed and cached,
// on-demand pages compressed: src/server/web-server/).
import { fileURLToPath } from 'node:url';
import { createBackend } from '../src/server/config.ts';
import { ensurePathfinderDelivery } from '../src/server/singletons/pathfinder-delivery-instance.ts';
import { ensureSummaries } from '../src/server/services/summaries/index.ts';
import { demoAccountsWarning, describeDemoAccounts, isEmpty, seedDemoAccounts } from '../src/server/services/demo-data.ts';
import { readPagePolicies } from '../src/server/web-server/page-policies.ts';
import { createPlatformServer, type AppHandler } from '../src/server/web-server/platform-server.ts';
import { parseSettings, SettingsError } from '../src/server/settings.ts';
import { installSyncSmallDigests } from '../src/server/web-server/sync-digest.ts';

let settings;
let backend;
try {
  settings = parseSettings(process.env);
  backend = await createBackend(settings);
  const warning = demoAccountsWarning(settings);
  if (warning) console.warn(warning);
  // An empty database gets the admin dashboard's counters at once, before the demo data counts itself into
  // them; a database made before they existed gets them built in the background once the server listens.
  const empty = await isEmpty(backend);
  if (empty) await ensureSummaries(backend);
  if (settings.seedDemo && empty) {
    const created = await seedDemoAccounts(backend, { learners: settings.demoLearners });
    console.log('Demo accounts created (email, password):\n' + describeDemoAccounts(created));
  }
  // Kept open for the pathfinder delivery worker started below; the server opens its own.
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

process.env.HOST = settings.host;
process.env.PORT = String(settings.port);
// The built server always runs libraries in production mode (React's development build is several times
// slower). Set only now: before this point NODE_ENV meant the operator's wish about demo data.
process.env.NODE_ENV = 'production';
// Astro hashes each page's scripts and styles for its policy on every request: small digests stay on this thread.
installSyncSmallDigests();
// A computed specifier: the built server exists only after `npm run build`.
const { handler } = (await import(new URL('../dist/server/entry.mjs', import.meta.url).href)) as { handler: AppHandler };
const server = createPlatformServer({
  clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)),
  appHandler: handler,
  siteUrl: settings.siteUrl,
  pagePolicies: readPagePolicies(fileURLToPath(new URL('../dist/', import.meta.url))),
});
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(settings.port, settings.host, resolve);
});
// Pathfinder requests a previous run could not forward are retried from the start, not on the first visit.
// The webhook URL is a site setting (/admin/settings) that may be set at any time, so the worker always runs.
ensurePathfinderDelivery(backend);
// A database from before the admin dashboard: its counters are built from the rows while the server already
// answers (minutes at a million learners; the dashboard's figures are complete once this says so).
void ensureSummaries(backend).then(
  (built) => built && console.log(`Admin dashboard counters built from the data (${built.written} rows).`),
  (error: unknown) => console.error('Admin dashboard counters could not be built; run `npm run summaries -- rebuild`.', error),
);
const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
console.log(`Leadership platform running at http://${shownHost}:${settings.port} (backend: ${settings.backend}, data: ${settings.dataDir})`);
