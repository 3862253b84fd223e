// Moving data between backends: every table read through the Store port into JSON lines (one file per
// table and a manifest), and read back into any backend's Store. So `npm run export` on the embedded
// database followed by `npm run import` with BACKEND=appwrite moves the data to Appwrite through its
// Store adapter, and embedded → embedded is a backup and restore.
//
// What is kept: every row of every table, with its id and every column. What is not: the system
// timestamps `$createdAt`/`$updatedAt` are set by the target store when it creates the row (the Store
// port, like Appwrite's createRow, takes no timestamps); the export file keeps the originals.
//
// An export holds password hashes and personal data, so only its owner may read it: the folder is made
// here, 0700, and must not exist before (an existing one's permissions and contents are someone else's
// choice); each file is created 0600 and never over an existing one (no following a planted link).
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { z } from 'zod';
import { SYSTEM_COLUMNS, TABLE_NAMES, schema, type NewRow, type TableName, type TableSpec } from '../schema.ts';
import type { Store } from '../store/port.ts';
import { cursorAfter, limit, type Query } from '../store/query.ts';

export const EXPORT_FORMAT = 'leadership-platform-export';
export const EXPORT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: `not a ${EXPORT_FORMAT} folder` }),
  version: z.literal(EXPORT_VERSION, { error: `only version ${EXPORT_VERSION} exports can be read` }),
  exportedAt: z.string(),
  tables: z.record(z.string(), z.number().int().min(0)),
});
export type ExportManifest = z.infer<typeof manifestSchema>;

const PAGE = 500;

/** The file of a table inside an export folder. */
export function tableFile(dir: string, table: string): string {
  return path.join(dir, `${table}.jsonl`);
}

/** Only the owner may read or write an export's folder and files (the umask can only take bits away). */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
/** Create the file, failing if anything (a file, a link) is already at that name. */
const NEW_FILE = 'wx';

/** Where `npm run export` writes when not given a folder: inside DATA_DIR, which is private and not in git. */
export function defaultExportDir(dataDir: string, now = new Date()): string {
  return path.resolve(dataDir, `export-${now.toISOString().replace(/[:.]/g, '-')}`);
}

/** The export folder already exists: the message names it. */
export class ExportFolderExistsError extends Error {
  constructor(dir: string) {
    super(`${dir} already exists; give the name of a new folder (the export makes it, readable by you only).`);
    this.name = 'ExportFolderExistsError';
  }
}

/** Makes the export folder (its parents as usual), owner-only; refuses one that exists. */
async function makePrivateFolder(dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    await mkdir(dir, { mode: PRIVATE_FOLDER });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ExportFolderExistsError(dir);
    throw error;
  }
  // mkdir's mode passes through the umask; this makes the folder owner-only whatever it was.
  await chmod(dir, PRIVATE_FOLDER);
}

/** Writes every table of `store` to a new folder `dir`; returns the manifest it wrote. */
export async function exportStore(store: Store, dir: string, tables: readonly TableName[] = TABLE_NAMES): Promise<ExportManifest> {
  await makePrivateFolder(dir);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const out = createWriteStream(tableFile(dir, table), { encoding: 'utf8', flags: NEW_FILE, mode: PRIVATE_FILE });
    let count = 0;
    let after: string | null = null;
    for (;;) {
      const queries: Query<typeof table>[] = [limit(PAGE)];
      if (after) queries.push(cursorAfter(after));
      const { rows } = await store.listRows(table, queries);
      for (const row of rows) {
        if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
      }
      count += rows.length;
      const last = rows[rows.length - 1];
      if (rows.length < PAGE || !last) break;
      after = last.$id;
    }
    out.end();
    await once(out, 'finish');
    counts[table] = count;
  }
  const manifest: ExportManifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), tables: counts };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { flag: NEW_FILE, mode: PRIVATE_FILE });
  return manifest;
}

/** A problem with an export folder; the message names the file and line. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export async function readManifest(dir: string): Promise<ExportManifest> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new ImportError(`${path.join(dir, 'manifest.json')} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ImportError(`${path.join(dir, 'manifest.json')}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  for (const table of Object.keys(parsed.data.tables)) {
    if (!(TABLE_NAMES as readonly string[]).includes(table)) {
      throw new ImportError(`The export has a table this version does not know: ${table}. Import it with the version that exported it.`);
    }
  }
  return parsed.data;
}

export interface ImportOptions {
  /** Tables to leave out (e.g. the embedded auth tables when the target keeps accounts elsewhere). */
  skip?: readonly TableName[];
  /** Rows written per transaction (Appwrite's free plan allows 100 operations per transaction). */
  batchSize?: number;
}

export interface ImportReport {
  imported: Partial<Record<TableName, number>>;
  skipped: TableName[];
}

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

/** Reads one table's lines: each must be a row of that table (its id and only known columns). */
async function* rowsOf(dir: string, table: TableName): AsyncGenerator<{ id: string; data: Record<string, unknown> }> {
  const file = tableFile(dir, table);
  const columns: Readonly<Record<string, unknown>> = (schema as Readonly<Record<string, TableSpec>>)[table]?.columns ?? {};
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new ImportError(`${file}:${number}: not valid JSON`);
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row) || typeof (row as { $id?: unknown }).$id !== 'string') {
      throw new ImportError(`${file}:${number}: a row must be an object with a string $id`);
    }
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (SYSTEM.has(key)) continue;
      if (!Object.hasOwn(columns, key)) throw new ImportError(`${file}:${number}: ${table} has no column ${key}`);
      data[key] = value;
    }
    yield { id: (row as { $id: string }).$id, data };
  }
}

/**
 * Reads an export into `store`. Refuses to write into a table that already has rows (an import is for an
 * empty target: merging would leave two versions of one person). Each batch is one transaction.
 */
export async function importStore(store: Store, dir: string, options: ImportOptions = {}): Promise<ImportReport> {
  const manifest = await readManifest(dir);
  const skip = new Set(options.skip ?? []);
  const batchSize = options.batchSize ?? 100;
  const tables = TABLE_NAMES.filter((table) => table in manifest.tables && !skip.has(table));
  for (const table of tables) {
    const { total } = await store.listRows(table, [limit(1)]);
    if (total > 0) throw new ImportError(`The target's ${table} table already has ${total} row(s); import only into an empty database.`);
  }
  // Every file is read once before anything is written, so a damaged export leaves the target untouched.
  for (const table of tables) {
    let count = 0;
    for await (const _row of rowsOf(dir, table)) count += 1;
    if (count !== manifest.tables[table]) {
      throw new ImportError(`${tableFile(dir, table)} has ${count} row(s) but the manifest says ${manifest.tables[table]}: the export is incomplete.`);
    }
  }
  const report: ImportReport = { imported: {}, skipped: TABLE_NAMES.filter((table) => skip.has(table)) };
  for (const table of tables) {
    let batch: { id: string; data: Record<string, unknown> }[] = [];
    let count = 0;
    const flush = async () => {
      const rows = batch;
      batch = [];
      await store.transaction(async (tx) => {
        for (const row of rows) await tx.createRow(table, row.id, row.data as NewRow<typeof table>);
      });
      count += rows.length;
    };
    for await (const row of rowsOf(dir, table)) {
      batch.push(row);
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length > 0) await flush();
    report.imported[table] = count;
  }
  return report;
}
