// `npm run appwrite:config`: writes appwrite/appwrite.config.json from src/server/schema.ts.
// `npm run appwrite:config -- --check` only compares (exit 1 when the checked-in file is stale).
// Options for another project: --project-id, --endpoint, --database-id, --out <file>.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_APPWRITE_CONFIG_OPTIONS, appwriteConfigText, generateAppwriteConfig } from '../src/server/appwrite-project/config-generator.ts';
import { schema } from '../src/server/schema.ts';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(import.meta.dirname, '..', 'appwrite', 'appwrite.config.json') },
    'project-id': { type: 'string' },
    endpoint: { type: 'string' },
    'database-id': { type: 'string' },
  },
});

const text = appwriteConfigText(
  generateAppwriteConfig(schema, {
    ...DEFAULT_APPWRITE_CONFIG_OPTIONS,
    ...(values['project-id'] ? { projectId: values['project-id'] } : {}),
    ...(values.endpoint ? { endpoint: values.endpoint } : {}),
    ...(values['database-id'] ? { databaseId: values['database-id'] } : {}),
  }),
);

if (values.check) {
  let current = '';
  try {
    current = readFileSync(values.out, 'utf8');
  } catch {
    // Missing counts as different.
  }
  if (current !== text) {
    console.error(`${values.out} is out of date with src/server/schema.ts: run npm run appwrite:config`);
    process.exit(1);
  }
  console.log(`${values.out} matches the schema.`);
} else {
  writeFileSync(values.out, text);
  console.log(`Wrote ${values.out} (${Object.keys(schema).length} tables).`);
}
