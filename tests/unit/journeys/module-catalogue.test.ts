// The module format (rule 27; content/README.md): every module and prompt file in content/ passes the
// catalogue's checks, and a broken file is refused with its name and what is wrong.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PATH_MONTHS } from '#/domain/journey-modules.ts';
import { hasRawHtml, moduleCatalogue, moduleIdOfFile, parseModuleFile, readModuleDirectory } from '#/server/services/journeys/module-catalogue.ts';
import { parsePrompts, reflectionPrompts } from '#/server/services/journeys/reflection-prompts.ts';

const reading = (words: number) => `## A heading\n\n${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}\n\n- a list item\n`;
const file = (front: Record<string, unknown>, body = reading(820)) =>
  `---\n${Object.entries({ title: 'A module', month: 1, order: 1, minutes: 30, summary: 'One sentence for the card.', objectives: ['One', 'Two', 'Three'], reflection: 'What will you try?', ...front })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n${body}`;

describe('the content in content/journeys and content/reflections', () => {
  it('every module passes, with ids unique across both paths and orders unique within each', () => {
    const modules = moduleCatalogue();
    expect(new Set(modules.map((module) => module.id)).size).toBe(modules.length);
    for (const journeyPath of ['kofi', 'sabrina'] as const) {
      const own = modules.filter((module) => module.path === journeyPath);
      expect(new Set(own.map((module) => module.order)).size).toBe(own.length);
      for (const module of own) expect(module.month).toBeLessThanOrEqual(PATH_MONTHS[journeyPath]);
    }
  });

  it.each([
    ['kofi', 6],
    ['sabrina', 9],
  ] as const)('%s’s path has at least %i modules, one or more in every month of the path', (journeyPath, least) => {
    const own = moduleCatalogue().filter((module) => module.path === journeyPath);
    expect(own.length).toBeGreaterThanOrEqual(least);
    const months = new Set(own.map((module) => module.month));
    expect([...months].sort((a, b) => a - b)).toEqual(Array.from({ length: PATH_MONTHS[journeyPath] }, (_, index) => index + 1));
  });

  it('there are at least 12 weekly prompts, weeks 1 to N', () => {
    const prompts = reflectionPrompts();
    expect(prompts.length).toBeGreaterThanOrEqual(12);
    expect(prompts.map((prompt) => prompt.week)).toEqual(prompts.map((_, index) => index + 1));
  });
});

describe('a module file', () => {
  it('gives its slug as the id', () => {
    expect(moduleIdOfFile('03-lead-the-change.md')).toBe('lead-the-change');
    expect(moduleIdOfFile('3-lead.md')).toBeNull();
    expect(moduleIdOfFile('03-Lead_Change.md')).toBeNull();
  });

  it.each([
    [{ minutes: 10 }, 'content/journeys/kofi/01-sample.md: minutes:'],
    [{ objectives: ['only one'] }, 'content/journeys/kofi/01-sample.md: objectives:'],
    [{ month: 7 }, "month: kofi's path runs 6 months"],
    [{ extra: 'field' }, 'content/journeys/kofi/01-sample.md: front matter'],
  ])('refuses bad front matter %j, naming the file', (front, message) => {
    expect(() => parseModuleFile('kofi', '01-sample.md', file(front))).toThrow(message);
  });

  it('refuses a reading under 800 or over 1,500 words, or without ## headings', () => {
    expect(() => parseModuleFile('kofi', '01-sample.md', file({}, reading(700)))).toThrow(/the reading has 705 words; write 800 to 1500/);
    expect(() => parseModuleFile('kofi', '01-sample.md', file({}, reading(1600)))).toThrow(/write 800 to 1500/);
    expect(() => parseModuleFile('kofi', '01-sample.md', file({}, reading(820).replace('## A heading', 'A heading')))).toThrow(/## /);
  });

  it('refuses raw HTML, but not code or autolinks', () => {
    expect(hasRawHtml('Hello <script>alert(1)</script>')).toBe(true);
    expect(hasRawHtml('An <img src=x onerror=alert(1)> here')).toBe(true);
    expect(hasRawHtml('A comment <!-- hidden -->')).toBe(true);
    expect(hasRawHtml('Use `<div>` in code, see <https://example.org>, and 3 < 4 > 2.')).toBe(false);
    expect(() => parseModuleFile('kofi', '01-sample.md', file({}, `${reading(820)}\n<div>raw</div>\n`))).toThrow(/raw HTML/);
  });
});

describe('a journeys directory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(journeyPath: string, name: string, text: string): void {
    mkdirSync(path.join(dir, journeyPath), { recursive: true });
    writeFileSync(path.join(dir, journeyPath, name), text);
  }

  it('refuses a slug used in both paths and an order used twice in one, naming the files', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'modules-'));
    write('kofi', '01-same.md', file({ order: 1 }));
    write('sabrina', '01-same.md', file({ order: 1 }));
    expect(() => readModuleDirectory(dir)).toThrow('content/journeys/sabrina/01-same.md: the slug "same" is also used by content/journeys/kofi/01-same.md');
    rmSync(path.join(dir, 'sabrina'), { recursive: true });
    write('kofi', '02-other.md', file({ order: 1 }));
    expect(() => readModuleDirectory(dir)).toThrow('content/journeys/kofi/02-other.md: order 1 is also used by content/journeys/kofi/01-same.md');
  });

  it('reads Kofi’s modules then Sabrina’s, each by order', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'modules-'));
    write('sabrina', '01-s-one.md', file({ order: 1 }));
    write('kofi', '01-k-two.md', file({ order: 2 }));
    write('kofi', '02-k-one.md', file({ order: 1 }));
    expect(readModuleDirectory(dir).map((module) => module.id)).toEqual(['k-one', 'k-two', 's-one']);
  });
});

describe('the prompts file', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `- week: ${i + 1}\n  prompt: What did you learn in week ${i + 1} of leading?`).join('\n');

  it('reads twelve prompts', () => {
    expect(parsePrompts(twelve)).toHaveLength(12);
  });

  it('refuses fewer than 12, a repeated week and a missing prompt', () => {
    expect(() => parsePrompts(twelve.split('\n').slice(0, 22).join('\n'))).toThrow(/at least 12 prompts/);
    expect(() => parsePrompts(twelve.replace('week: 12', 'week: 11'))).toThrow(/week 12 is missing or repeated/);
    expect(() => parsePrompts(`${twelve}\n- week: 13`)).toThrow(/12\.prompt/);
  });
});
