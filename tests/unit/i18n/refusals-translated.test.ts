// Every refusal a service, a rule or an Action raises reaches a French reader in French: the test walks the
// source for the texts raised inline (`new ServiceError(code, '…')`, `fieldRefusal(field, '…')`,
// `refuse('…')`, `new ActionError({ message: '…' })`) and requires each to be the English of a defined message.
// A text built with values (a template literal) cannot be checked here, so it must be raised from its message
// by key (`m.moduleLocked({ module })`) instead; so must anything not written inline.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '#/i18n/all-messages.ts';
import { translateText } from '#/i18n/translate-text.ts';

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.messages.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The pure rules' `…Problem()` functions return their refusal; a service raises it as it is. */
const RETURNED_BY_RULE = /\breturn\s+(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
/** Rule files whose returned sentences are display text rendered through messages elsewhere, not refusals. */
const DISPLAY_ONLY = new Set(['src/domain/last-active.ts', 'src/domain/villages.ts', 'src/domain/levels.ts']);

const RAISED = /(?:new ServiceError\(\s*'[\w-]+',\s*|fieldRefusal\(\s*'\w+',\s*|\brefuse\(\s*|new ActionError\(\{[^}]*?message:\s*)(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;

/**
 * Each inline refusal as `file: text`, and whether it is a template with values. Sentences only: a text that
 * starts in lower case is a code or a developer's note (`wrong-user`, `no Stripe-Signature header`), never shown.
 */
function inlineRefusals(): { where: string; text: string; template: boolean }[] {
  return ['src/server', 'src/domain', 'src/actions'].flatMap(sources).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(RAISED),
      ...(file.startsWith('src/domain') && !DISPLAY_ONLY.has(file.replaceAll('\\', '/')) ? readFileSync(file, 'utf8').matchAll(RETURNED_BY_RULE) : []),
    ]
      .map((match) => ({
        where: file.replaceAll('\\', '/'),
        text: (match[2] ?? '').replace(/\\(['"`])/g, '$1'),
        template: match[1] === '`' && (match[2] ?? '').includes('${'),
      }))
      .filter((refusal) => /^[A-Z]/.test(refusal.text)),
  );
}

describe('refusals raised in English', () => {
  const found = inlineRefusals();

  it('are found by the walk (it is looking at the real code)', () => {
    expect(found.length).toBeGreaterThan(5);
    expect(found.map((refusal) => refusal.text)).toContain('Sign in first.');
  });

  it('each have French: the English of a defined message', () => {
    const untranslated = found.filter((refusal) => !refusal.template && translateText(refusal.text, 'fr') === refusal.text);
    expect(untranslated.map((refusal) => `${refusal.where}: ${refusal.text}`)).toEqual([]);
  });

  it('that carry values are raised from their message by key, not as a template of their own', () => {
    expect(found.filter((refusal) => refusal.template).map((refusal) => `${refusal.where}: ${refusal.text}`)).toEqual([]);
  });
});

describe('refusals raised from their message by key', () => {
  it('reach a French reader in French, values and numbers in French too', async () => {
    const { moduleAnswerProblem, moduleTimeProblem, MODULE_ANSWER_MAX } = await import('#/domain/module-completion.ts');
    const { attendanceWindowProblem } = await import('#/domain/webinars.ts');
    const { postingLimitMessage } = await import('#/domain/forum-limits.ts');
    const { customPickProblem } = await import('#/domain/journey-modules.ts');
    const { sourceIdProblem } = await import('#/domain/xp-awards.ts');
    const french = (text: string | null) => translateText(text ?? '', 'fr');

    expect(french(moduleAnswerProblem('x'.repeat(MODULE_ANSWER_MAX + 1)))).toMatch(/^[^]*5\u202f000[^]*$/);
    expect(french(moduleAnswerProblem('short', 100))).not.toBe(moduleAnswerProblem('short', 100));
    const opened = new Date('2026-11-23T10:00:00Z');
    const early = moduleTimeProblem(opened, 20, new Date('2026-11-23T10:01:00Z'));
    expect(early).toMatch(/^This module takes about 20 minutes/);
    expect(french(early)).not.toMatch(/This module/);
    const closed = attendanceWindowProblem(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-23T10:00:00Z'));
    expect(french(closed)).not.toBe(closed);
    expect(french(postingLimitMessage('reply', 30))).toMatch(/30\ssecondes/);
    expect(french(customPickProblem(['a'], new Set(['a'])))).not.toBe(customPickProblem(['a'], new Set(['a'])));
    expect(french(sourceIdProblem('', 'key'))).toBe('Une clé est obligatoire.');
  });
});
