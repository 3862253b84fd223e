// Every browser test file takes `test` from tests/e2e/support/test.ts, whose pages wait for their scripts after
// each navigation (they run after the first paint): a file taking Playwright's own would race them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const specFiles = ['e2e', 'a11y'].flatMap((dir) =>
  readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.spec.ts')).map((file) => path.join(dir, file)),
);

describe('browser test files', () => {
  it('are found', () => {
    expect(specFiles.length).toBeGreaterThan(40);
  });

  it('take `test` from the shared support file, never straight from Playwright', () => {
    const offenders = specFiles.filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g)].some((match) =>
        (match[1] ?? '').split(',').some((name) => name.trim() === 'test'),
      );
    });
    expect(offenders).toEqual([]);
  });
});
