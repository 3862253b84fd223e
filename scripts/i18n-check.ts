// `npm run i18n:check`: lists the content files that have no French yet (they show in English, with a note,
// on French pages) and French files whose English original is gone. `-- --strict` fails when there are any.
// Interface messages need no such list: a missing French key fails `npm run check` and the unit tests.
import path from 'node:path';
import { missingTranslations } from '../src/i18n/missing-translations.ts';

const { missing, orphaned } = missingTranslations(path.resolve('content'));
for (const file of missing) console.log(`missing  content/fr/${file}  (French of content/${file})`);
for (const file of orphaned) console.log(`orphan   content/fr/${file}  (no content/${file}: rename or remove it)`);
console.log(missing.length + orphaned.length === 0 ? 'Every content file has its French.' : `${missing.length} missing, ${orphaned.length} orphaned.`);
if (process.argv.includes('--strict') && missing.length + orphaned.length > 0) process.exit(1);
