// The personality quiz and the four leadership styles (content/personality-types/): the questions the
// onboarding wizard and the profile ask, and the profiles of the styles they lead to.
import * as z from 'zod';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';
import {
  ANSWER_ID_PATTERN,
  LEADERSHIP_STYLES,
  quizDefinitionProblems,
  type LeadershipStyle,
  type QuizQuestion,
  type StyleProfile,
} from '#/domain/personality.ts';
import { CONTENT_DIRECTORY, parseMarkdownFile, parseYamlText, readMarkdownFolder, readYamlFile } from '../content-files.ts';

const quizFile = z
  .object({
    questions: z.array(
      z
        .object({
          id: z.string().regex(ANSWER_ID_PATTERN),
          prompt: z.string().trim().min(10).max(200),
          options: z.array(z.object({ id: z.string().regex(ANSWER_ID_PATTERN), text: z.string().trim().min(3).max(160), style: z.enum(LEADERSHIP_STYLES) }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

const styleFile = z
  .object({
    name: z.string().trim().min(3).max(40),
    tagline: z.string().trim().min(10).max(120),
    strengths: z.array(z.string().trim().min(5).max(120)).min(2).max(5),
    watchOuts: z.array(z.string().trim().min(5).max(160)).min(1).max(4),
    order: z.number().int().min(0),
  })
  .strict();

export interface PersonalityCatalogue {
  readonly questions: readonly QuizQuestion[];
  readonly styles: Readonly<Record<LeadershipStyle, StyleProfile>>;
}

/** One style's file (its order kept for sorting). */
function parseStyleFile(id: string, where: string, text: string): StyleProfile & { order: number } {
  if (!(LEADERSHIP_STYLES as readonly string[]).includes(id)) throw new Error(`${where}: a style file is named after one of ${LEADERSHIP_STYLES.join(', ')}`);
  const { data, body } = parseMarkdownFile(where, text, styleFile);
  return { id: id as LeadershipStyle, name: data.name, tagline: data.tagline, strengths: data.strengths, watchOuts: data.watchOuts, description: body, order: data.order };
}

/** Reads and checks the quiz and the style files under `root` (the project's content/ by default). */
export function readPersonalityCatalogue(root: string = CONTENT_DIRECTORY): PersonalityCatalogue {
  const { questions } = readYamlFile('personality-types/quiz.yaml', quizFile, root);
  const problems = quizDefinitionProblems(questions);
  if (problems.length > 0) throw new Error(`content/personality-types/quiz.yaml: ${problems.join('; ')}`);
  const profiles = readMarkdownFolder('personality-types', parseStyleFile, root);
  const byId = new Map<string, StyleProfile>(profiles.map(({ order: _order, ...profile }) => [profile.id, profile]));
  const missing = LEADERSHIP_STYLES.filter((style) => !byId.has(style));
  if (missing.length > 0) throw new Error(`content/personality-types: no file for ${missing.join(', ')}`);
  const styles = Object.fromEntries(LEADERSHIP_STYLES.map((style) => [style, byId.get(style)])) as Record<LeadershipStyle, StyleProfile>;
  return { questions, styles };
}

let catalogue: PersonalityCatalogue | null = null;

/** The platform's quiz and styles (read on first use, then kept). */
export function personalityCatalogue(): PersonalityCatalogue {
  catalogue ??= readPersonalityCatalogue();
  return catalogue;
}

const translated = new Map<Locale, PersonalityCatalogue>();

/**
 * The quiz and styles as a reader of `locale` sees them: the words of content/fr/personality-types where a
 * question, answer or style has them, the English elsewhere (file by file: a style without its translation
 * stays English, the others are still translated). Ids, answers' styles and the order stay the English
 * catalogue's, so scoring never depends on the language.
 */
export function personalityCatalogueIn(locale: Locale): PersonalityCatalogue {
  const english = personalityCatalogue();
  if (locale === 'en') return english;
  const kept = translated.get(locale);
  if (kept) return kept;
  const ownQuestions = localizedContentFile('personality-types', 'quiz.yaml', locale, (where, text) => parseYamlText(where, text, quizFile).questions) ?? [];
  const questions = english.questions.map((question) => {
    const twin = ownQuestions.find((candidate) => candidate.id === question.id);
    return {
      ...question,
      prompt: twin?.prompt ?? question.prompt,
      options: question.options.map((option) => ({ ...option, text: twin?.options.find((candidate) => candidate.id === option.id)?.text ?? option.text })),
    };
  });
  const styles = Object.fromEntries(
    LEADERSHIP_STYLES.map((style) => {
      const twin = localizedContentFile('personality-types', `${style}.md`, locale, (where, text) => parseStyleFile(style, where, text));
      if (!twin) return [style, english.styles[style]];
      const { order: _order, ...profile } = twin;
      return [style, profile];
    }),
  ) as Record<LeadershipStyle, StyleProfile>;
  const result = { questions, styles };
  translated.set(locale, result);
  return result;
}
