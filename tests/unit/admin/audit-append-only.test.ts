// Rule 35: the audit log is append-only. No code under src/ updates or deletes an audit_log row, and the only
// write is recordAudit's create; no route or Action offers more (the admin's audit page only reads).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

describe('the audit log is append-only', () => {
  it('nothing in src updates, increments or deletes an audit_log row', () => {
    const offenders = sourceFiles(SRC).filter((file) => /(updateRow|deleteRow|incrementColumn|deleteWhere|deleteIfPresent)\(\s*['"]audit_log['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it("audit_log rows are only created by recordAudit", () => {
    const creators = sourceFiles(SRC).filter((file) => /createRow\(\s*['"]audit_log['"]/.test(readFileSync(file, 'utf8')));
    expect(creators.map((file) => relative(SRC, file))).toEqual(['server/services/audit-log.ts']);
  });
});
