// `npm run points:verify [-- --repair] [-- --adopt-balances]`: recomputes every balance, period total,
// board row, position count, activity counter, streak and earned badge from the points ledger and reports
// what differs; --repair sets the stored figures to the ledger's (run it while no awards are being made);
// --adopt-balances keeps balances written before the ledger existed, recording the difference as a
// carried-over adjustment. Exits 1 when drift was found and not repaired, so it can guard a deployment.
import { parseArgs } from 'node:util';
import { createBackend } from '../src/server/config.ts';
import { DRIFT_KINDS, verifyPoints } from '../src/server/services/gamification/index.ts';
import { parseSettings } from '../src/server/settings.ts';

const { values } = parseArgs({
  options: { repair: { type: 'boolean' }, 'adopt-balances': { type: 'boolean' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run points:verify [-- --repair] [-- --adopt-balances]');
  process.exit(0);
}

const backend = await createBackend(parseSettings(process.env));
const started = Date.now();
try {
  const report = await verifyPoints(backend, {
    repair: values.repair === true,
    adoptBalances: values['adopt-balances'] === true,
    onProgress: values.quiet ? undefined : (learners) => process.stderr.write(`\rchecked ${learners.toLocaleString('en-US')} learners…`),
  });
  if (!values.quiet) process.stderr.write('\n');
  const total = DRIFT_KINDS.reduce((sum, kind) => sum + report.counts[kind], 0);
  console.log(`Checked ${report.learners.toLocaleString('en-US')} learner${report.learners === 1 ? '' : 's'} and ${report.entries.toLocaleString('en-US')} ledger entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (total === 0) {
    console.log('No drift: every figure follows the ledger.');
  } else {
    for (const kind of DRIFT_KINDS) if (report.counts[kind] > 0) console.log(`  ${kind}: ${report.counts[kind]}`);
    for (const line of report.examples) console.log(`  - ${line}`);
    console.log(report.repaired ? 'Repaired: the stored figures now follow the ledger.' : 'Run again with --repair to set them from the ledger.');
  }
  process.exitCode = total > 0 && !report.repaired ? 1 : 0;
} finally {
  await backend.store.close();
}
