// Content the server needs at run time (quiz questions it scores, challenges it counts, circle sessions it
// books): markdown files with YAML front matter, or one YAML file, under content/, read once per process and
// checked with a zod schema. A mistake stops the first use with the file's name and the field at fault, and
// each catalogue's unit test reads every file on `npm test`, so an editor's slip never reaches a learner.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type * as z from 'zod';

/** Where editors keep content, relative to the project (every command runs from there). */
export const CONTENT_DIRECTORY = path.resolve('content');

/** A content file's name without `.md`, as an id: lower-case words joined by hyphens, at most 40 characters. */
export const CONTENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function describeIssue(where: string, error: z.ZodError): string {
  const issue = error.issues[0];
  return `${where}: ${issue?.path.join('.') || 'front matter'}: ${issue?.message ?? 'invalid'}`;
}

/** Front matter checked against `schema`, and the body as plain-text paragraphs. */
export function parseMarkdownFile<S extends z.ZodType>(where: string, text: string, schema: S): { data: z.infer<S>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${where}: the file must start with front matter between two --- lines`);
  const parsed = schema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) throw new Error(describeIssue(where, parsed.error));
  return { data: parsed.data, body: (match[2] ?? '').trim() };
}

/** Every `.md` file of content/<folder>, parsed with `build`, in file-name order. */
export function readMarkdownFolder<T>(folder: string, build: (id: string, where: string, text: string) => T, root: string = CONTENT_DIRECTORY): T[] {
  const directory = path.join(root, folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const id = file.slice(0, -3);
      const where = `content/${folder}/${file}`;
      if (!CONTENT_ID_PATTERN.test(id) || id.length > 40) {
        throw new Error(`${where}: the file name must be lower-case words joined by hyphens (at most 40 characters)`);
      }
      return build(id, where, readFileSync(path.join(directory, file), 'utf8'));
    });
}

/** A YAML text checked against `schema`; throws with `where` and the field at fault. */
export function parseYamlText<S extends z.ZodType>(where: string, text: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(parseYaml(text));
  if (!parsed.success) throw new Error(describeIssue(where, parsed.error));
  return parsed.data;
}

/** One YAML file of content/, checked against `schema`. */
export function readYamlFile<S extends z.ZodType>(file: string, schema: S, root: string = CONTENT_DIRECTORY): z.infer<S> {
  return parseYamlText(`content/${file}`, readFileSync(path.join(root, file), 'utf8'), schema);
}

/** Plain-text paragraphs of a body (blank-line separated), for pages that show it as text, never as HTML. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}
