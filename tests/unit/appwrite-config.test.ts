// The Appwrite project as code (issue 4): appwrite/appwrite.config.json is what src/server/schema.ts
// generates, with every table, column and index, row security on and deny-by-default permissions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appwriteColumn,
  appwriteConfigText,
  generateAppwriteConfig,
  type AppwriteProjectConfig,
} from '#/server/appwrite-project/config-generator.ts';
import { schema, type TableSpec } from '#/server/schema.ts';

const checkedIn = readFileSync(new URL('../../appwrite/appwrite.config.json', import.meta.url), 'utf8');
const generated = generateAppwriteConfig(schema);

it('the checked-in appwrite/appwrite.config.json is what the schema generates (run npm run appwrite:config)', () => {
  expect(checkedIn).toBe(appwriteConfigText(generated));
});

describe('what it holds', () => {
  const config = JSON.parse(checkedIn) as AppwriteProjectConfig;

  it('one database, and every table of the schema in it', () => {
    expect(config.tablesDB).toEqual([{ $id: 'main', name: 'Leadership platform', enabled: true }]);
    expect(config.tables.map((t) => t.$id)).toEqual(Object.keys(schema));
    for (const table of config.tables) expect(table.databaseId).toBe('main');
  });

  it('every column and every index of every table', () => {
    const specs = schema as Readonly<Record<string, TableSpec>>;
    for (const table of config.tables) {
      const spec = specs[table.$id]!;
      expect(table.name).toBe(spec.name);
      expect(table.columns.map((c) => c.key)).toEqual(Object.keys(spec.columns));
      expect(table.indexes.map((i) => [i.key, i.type, i.columns])).toEqual(spec.indexes.map((i) => [i.key, i.type, [...i.columns]]));
    }
  });

  it('deny by default: row security on, no table permission for anyone', () => {
    for (const table of config.tables) {
      expect(table.rowSecurity).toBe(true);
      expect(table.$permissions).toEqual([]);
      expect(table.enabled).toBe(true);
    }
  });

  it('uses only keys and types appwrite-cli 12 knows', () => {
    const columnKeys = new Set(['key', 'type', 'required', 'array', 'size', 'default', 'min', 'max', 'format', 'elements']);
    for (const table of config.tables) {
      expect(Object.keys(table).sort()).toEqual(['$id', '$permissions', 'columns', 'databaseId', 'enabled', 'indexes', 'name', 'rowSecurity']);
      for (const column of table.columns) {
        for (const key of Object.keys(column)) expect(columnKeys).toContain(key);
        expect(['string', 'integer', 'double', 'boolean', 'datetime']).toContain(column.type);
      }
      for (const index of table.indexes) expect(index.orders).toHaveLength(index.columns.length);
    }
  });
});

describe('column mapping', () => {
  it('string and text keep their size; enum is a string with format enum and its elements', () => {
    expect(appwriteColumn('name', { type: 'string', size: 80, required: true })).toEqual({ key: 'name', type: 'string', size: 80, required: true, array: false });
    expect(appwriteColumn('bio', { type: 'text', size: 1000, required: false })).toEqual({ key: 'bio', type: 'string', size: 1000, required: false, array: false });
    expect(appwriteColumn('role', { type: 'enum', elements: ['a', 'b'], required: true })).toEqual({
      key: 'role', type: 'string', format: 'enum', elements: ['a', 'b'], required: true, array: false,
    });
  });

  it('float is double; integer keeps min and max', () => {
    expect(appwriteColumn('score', { type: 'float', required: false }).type).toBe('double');
    expect(appwriteColumn('points', { type: 'integer', required: false, min: 0, max: 10 })).toMatchObject({ type: 'integer', min: 0, max: 10 });
  });

  it('a required column with a default is optional with that default (Appwrite refuses both at once)', () => {
    expect(appwriteColumn('points', { type: 'integer', required: true, default: 0, min: 0 })).toEqual({
      key: 'points', type: 'integer', required: false, array: false, min: 0, default: 0,
    });
    expect(appwriteColumn('optOut', { type: 'boolean', required: true, default: false })).toMatchObject({ required: false, default: false });
  });

  it('a table added to the schema appears with its indexes and descending orders', () => {
    const config = generateAppwriteConfig({
      pathfinder_requests: {
        name: 'Pathfinder requests',
        columns: { email: { type: 'string', size: 320, required: true }, at: { type: 'datetime', required: true } },
        indexes: [{ key: 'pathfinder_email_at', type: 'unique', columns: ['email', 'at'], orders: ['asc', 'desc'] }],
      },
    });
    expect(config.tables[0]).toMatchObject({
      $id: 'pathfinder_requests',
      indexes: [{ key: 'pathfinder_email_at', type: 'unique', columns: ['email', 'at'], orders: ['ASC', 'DESC'] }],
    });
  });

  it('refuses what Appwrite would refuse: keys over 36 characters, indexes on unknown columns', () => {
    expect(() => appwriteColumn('x'.repeat(37), { type: 'boolean', required: true })).toThrow(/36/);
    expect(() =>
      generateAppwriteConfig({ t: { name: 'T', columns: {}, indexes: [{ key: 'i', type: 'key', columns: ['missing'] }] } }),
    ).toThrow(/unknown column "missing"/);
  });
});
