// Every message a posted form's schema can answer with reaches a French reader in French: the test walks every
// schema exported from src/server/forms/ (the inputs of the form Actions), gives each field what a tampered or
// careless form could post — as Astro hands a form to its schema: a text or null, a list for a list, a number
// for a number — and requires every message that comes back to be the English of a defined message. zod's own
// English ("Invalid option: expected one of …") is known to no translation, so a field left to it fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '#/i18n/all-messages.ts';
import { translateText } from '#/i18n/translate-text.ts';
import { likeForm } from '#/server/forms/forum-forms.ts';

const formModules: Record<string, Record<string, unknown>> = import.meta.glob('/src/server/forms/*-forms.ts', { eager: true });

/** The posted object a schema reads its fields from: the object itself, or the one under its transforms. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  return null;
}

/** Whether Astro hands a missing or empty field as undefined (an optional one) rather than null. */
const isOptional = (field: z.ZodType) => field instanceof z.ZodOptional;

/** What Astro's form parsing can hand a field: it looks through optional, default and pipes to the field's type. */
function fieldKind(field: z.ZodType): 'boolean' | 'list' | 'number' | 'text' {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  while (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodArray) return 'list';
  if (inner instanceof z.ZodNumber) return 'number';
  return 'text';
}

/** Texts a tampered page, a script or a hurried learner could post in any field. */
const TEXTS = [
  '',
  ' ',
  'maybe',
  'true',
  'on',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  '99999999999999999999',
  '2026-02-30',
  '25:99',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '\u0000',
  'a'.repeat(36),
  'x'.repeat(70_000),
];

/** An empty or missing field as Astro hands it: null, or undefined for an optional one. */
const missing = (field: z.ZodType) => (isOptional(field) ? undefined : null);

function postedValues(field: z.ZodType): unknown[] {
  const kind = fieldKind(field);
  const typed = TEXTS.filter((text) => text !== '');
  if (kind === 'boolean') return [true, false];
  if (kind === 'list') return [[], TEXTS, ['x'.repeat(70_000)], Array.from({ length: 150 }, (_, n) => `m${n}`)];
  if (kind === 'number') return [missing(field), ...typed.map(Number)];
  return [missing(field), ...typed];
}

/** An untouched form: every text field empty, lists empty, boxes unticked. */
function emptyForm(shape: Record<string, z.ZodType>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, { boolean: false, list: [] }[fieldKind(field) as 'boolean' | 'list'] ?? missing(field)]));
}

interface Untranslated {
  readonly where: string;
  readonly message: string;
}

async function untranslatedMessages(name: string, schema: z.ZodType, shape: Record<string, z.ZodType>): Promise<Untranslated[]> {
  const found: Untranslated[] = [];
  const look = async (where: string, input: Record<string, unknown>) => {
    const parsed = await schema.safeParseAsync(input);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) if (translateText(issue.message, 'fr') === issue.message) found.push({ where, message: issue.message });
  };
  for (const [field, spec] of Object.entries(shape)) {
    for (const value of postedValues(spec)) {
      const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : Array.isArray(value) ? `[${value.length} items]` : String(value);
      await look(`${name}.${field} = ${shown}`, { ...emptyForm(shape), [field]: value });
    }
  }
  // Every text field at once holding the same text: the checks between fields (two passwords, a date and a time).
  for (const text of TEXTS.filter((one) => one !== '')) {
    const all = Object.fromEntries(Object.entries(shape).map(([field, spec]) => [field, fieldKind(spec) === 'text' ? text : emptyForm(shape)[field]]));
    await look(`${name} (every field ${JSON.stringify(text.slice(0, 20))})`, all);
  }
  return found;
}

const schemas = Object.entries(formModules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodType)) return [];
    const object = objectOf(value);
    return object ? [{ name: `${file.split('/').pop()}: ${name}`, schema: value, shape: object.shape as Record<string, z.ZodType> }] : [];
  }),
);

describe('the messages of the form schemas', () => {
  it('are found by the walk (it looks at the real forms)', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.map((form) => form.name)).toContain('forum-forms.ts: likeForm');
  });

  it('are each the English of a defined message, so a French reader reads them in French', async () => {
    const untranslated = (await Promise.all(schemas.map(({ name, schema, shape }) => untranslatedMessages(name, schema, shape)))).flat();
    // One line per message, with the first field and value that raised it.
    const byMessage = new Map<string, string>();
    for (const { where, message } of untranslated) if (!byMessage.has(message)) byMessage.set(message, where);
    expect([...byMessage].map(([message, where]) => `${where}: ${message}`)).toEqual([]);
  });
});

describe('liking a discussion', () => {
  it('a tampered value is refused with a message of our own, in French for a French reader', () => {
    const parsed = likeForm.safeParse({ postId: 'p'.repeat(20), like: 'maybe' });
    expect(parsed.success).toBe(false);
    const message = parsed.error?.issues.find((issue) => issue.path[0] === 'like')?.message ?? '';
    expect(message).toBe('Choose whether you like this discussion.');
    expect(translateText(message, 'fr')).toBe('Choisissez si vous aimez cette discussion.');
    expect(likeForm.safeParse({ postId: 'p'.repeat(20), like: 'true' }).data?.like).toBe(true);
    expect(likeForm.safeParse({ postId: 'p'.repeat(20), like: 'false' }).data?.like).toBe(false);
  });
});
