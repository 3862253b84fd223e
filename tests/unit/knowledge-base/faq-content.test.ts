// The knowledge base's content (issue 3): enough real articles, enough of them on the landing page, sensible
// categories, and every link between articles pointing at an article that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY_ORDER } from '#/domain/faq-groups.ts';

const FAQ_DIR = path.resolve('content/faq');
const files = readdirSync(FAQ_DIR).filter((f) => f.endsWith('.md'));
const slugs = new Set(files.map((f) => f.slice(0, -3)));
const read = (file: string) => readFileSync(path.join(FAQ_DIR, file), 'utf8');

describe('content/faq', () => {
  it('has at least 14 articles, at least 5 of them on the landing page', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
    expect(files.filter((f) => /^landing:\s*true\s*$/m.test(read(f))).length).toBeGreaterThanOrEqual(5);
  });

  it('names files as URL slugs', () => {
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses the categories of the index', () => {
    for (const file of files) {
      const category = read(file).match(/^category:\s*(.+)$/m)?.[1]?.trim();
      expect(FAQ_CATEGORY_ORDER, file).toContain(category);
    }
  });

  it('links only to articles that exist', () => {
    for (const file of files) {
      for (const [, target] of read(file).matchAll(/\]\(\/knowledge-base\/([^)#?]*)\)/g)) {
        expect(slugs, `${file} links to /knowledge-base/${target ?? ''}`).toContain(target);
      }
    }
  });
});
