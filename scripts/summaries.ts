// `npm run summaries -- rebuild`: recomputes the admin dashboard's counters from the rows (and indexes names
// missing from the learner search), on the configured backend. For a database filled without the platform
// (a bench, a hand-made import), or to repair drift. Run it while the platform is quiet: events that happen
// while it reads may be missed.
import { createBackend } from '../src/server/config.ts';
import { rebuildSummaries } from '../src/server/services/summaries/index.ts';
import { parseSettings, SettingsError } from '../src/server/settings.ts';

const command = process.argv[2];
if (command !== 'rebuild') {
  console.error('Usage: npm run summaries -- rebuild');
  process.exit(2);
}
try {
  const backend = await createBackend(parseSettings(process.env));
  const started = performance.now();
  const report = await rebuildSummaries(backend);
  await backend.store.close();
  console.log(`Admin dashboard counters rebuilt: ${report.written} rows written in ${((performance.now() - started) / 1000).toFixed(1)} s${report.seededHistory ? ' (daily and weekly active learners seeded from each learner\'s latest visit)' : ''}.`);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`Cannot run: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
