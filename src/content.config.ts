// Content collections: text that editors change without touching code (see content/README.md).
// Each schema is checked at build time, so a missing field fails `npm run build` with the file's name.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { FRENCH_JOURNEY_DIRECTORY, JOURNEY_DIRECTORY, moduleFrontMatter, moduleIdOfFile, readModuleDirectory } from '#/server/services/journeys/module-catalogue.ts';
import { parsePrompts, promptEntry } from '#/server/services/journeys/reflection-prompts.ts';

/** Knowledge-base articles: one markdown file per question; the body is the answer. */
const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/faq' }),
  schema: z.object({
    question: z.string().min(5),
    category: z.string().min(2),
    /** Position inside its category, smallest first. */
    order: z.number().int().min(0),
    /** When an editor last checked the answer was true. */
    updated: z.coerce.date(),
    /** Also shown in the landing page's FAQ section. */
    landing: z.boolean().default(false),
  }),
});

/** Landing-page sections (content/site/<section>.md): heading and lead copy, optional buttons. */
const site = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/site' }),
  schema: z.object({
    eyebrow: z.string().min(2).optional(),
    heading: z.string().min(2),
    lead: z.string().min(2).optional(),
    actions: z.array(z.object({ label: z.string().min(2), href: z.string().min(1) })).default([]),
  }),
});

/** The landing page's marketing figures (rule 20), one file: content/site/figures.yaml. */
const figures = defineCollection({
  loader: glob({ pattern: 'figures.yaml', base: './content/site' }),
  schema: z.object({
    livesTarget: z.number().int().positive(),
    livesTargetYear: z.number().int().min(2000),
    leadersTrained: z.number().int().min(0),
    progressDenominator: z.number().int().positive(),
    results: z.array(z.object({ value: z.string().min(1), label: z.string().min(2), detail: z.string().min(2) })).min(1),
  }),
});

/** Ecosystem items, in order; premium ones are dimmed with a badge for everyone not paid (rule 18). */
const ecosystem = defineCollection({
  loader: file('./content/site/ecosystem.yaml'),
  schema: z.object({
    name: z.string().min(2),
    description: z.string().min(10),
    premium: z.boolean(),
    order: z.number().int().min(0),
    /** Where a paid member goes from a premium item (a path on this site). */
    href: z.string().regex(/^\/[a-z0-9/-]*$/).optional(),
  }),
});

/** How the gamification section names each XP activity (keys are the activities of src/domain/levels.ts). */
const xpActivities = defineCollection({
  loader: file('./content/site/xp-activities.yaml'),
  schema: z.object({ label: z.string().min(2) }),
});

/** The email-provider popup's copy and prefilled message (rule 19); the address is CONTACT_EMAIL. */
const contact = defineCollection({
  loader: glob({ pattern: 'contact.yaml', base: './content/site' }),
  schema: z.object({
    /** The line above the button in the footer. */
    prompt: z.string().min(2),
    trigger: z.string().min(2),
    heading: z.string().min(2),
    intro: z.string().min(2),
    subject: z.string().min(2),
    body: z.string().min(2),
  }),
});

/** The journey paths (rule 15): one markdown file per path, named by its id (kofi, sabrina, custom). */
const journeys = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/journeys' }),
  schema: z.object({
    name: z.string().min(2),
    /** The name inside a sentence, where it differs ("le parcours de Kofi" in "Choisir le parcours de Kofi"). */
    inSentence: z.string().min(2).optional(),
    duration: z.string().min(2),
    focus: z.string().min(2),
    order: z.number().int().min(0),
    highlights: z.array(z.string().min(2)).min(1),
  }),
});

/** The Book Club's books (rule 31: its forum category is for paid members); the one marked `current` is shown. */
const books = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/book-club' }),
  schema: z.object({
    title: z.string().min(2),
    author: z.string().min(2),
    /** The month the club reads it, YYYY-MM. */
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    current: z.boolean().default(false),
    /** The reading plan, week by week. */
    schedule: z.array(z.object({ week: z.string().min(2), reading: z.string().min(2) })).default([]),
  }),
});


/**
 * Journey modules (rule 27): content/journeys/{kofi,sabrina}/NN-<slug>.md, the slug being the entry's id. The
 * front matter is checked by the schema; the runtime catalogue's checks of the whole (reading length, no raw
 * HTML, ids unique across both paths, orders unique within one, months within the path) run first, so the
 * build fails on anything the services would refuse, naming the file.
 */
const journeyModuleFiles = glob({
  pattern: '{kofi,sabrina}/*.md',
  base: './content/journeys',
  generateId: ({ entry }) => moduleIdOfFile(entry) ?? entry,
});
const modules = defineCollection({
  loader: {
    name: 'journey-modules',
    load: async (context) => {
      readModuleDirectory(JOURNEY_DIRECTORY);
      await journeyModuleFiles.load(context);
    },
  },
  schema: moduleFrontMatter,
});

/** Weekly reflection prompts (content/reflections/prompts.yaml), checked as the services read them. */
const reflectionPrompts = defineCollection({
  loader: file('./content/reflections/prompts.yaml', {
    parser: (text) => {
      parsePrompts(text);
      return (parseYaml(text) as { week: number }[]).map((entry) => ({ id: String(entry.week), ...entry }));
    },
  }),
  schema: promptEntry.extend({ id: z.string() }),
});

/**
 * The French of each collection: the same files under content/fr/ (same names, same schema). A page asks for
 * a collection in a language through src/i18n/localized-content.ts, which takes each entry's French when it
 * exists and falls back to the English, saying so.
 */
const frenchModuleFiles = glob({
  pattern: '{kofi,sabrina}/*.md',
  base: './content/fr/journeys',
  generateId: ({ entry }) => moduleIdOfFile(entry) ?? entry,
});
const french = {
  faqFr: defineCollection({ loader: glob({ pattern: '*.md', base: './content/fr/faq' }), schema: faq.schema }),
  siteFr: defineCollection({ loader: glob({ pattern: '*.md', base: './content/fr/site' }), schema: site.schema }),
  figuresFr: defineCollection({ loader: glob({ pattern: 'figures.yaml', base: './content/fr/site' }), schema: figures.schema }),
  ecosystemFr: defineCollection({ loader: file('./content/fr/site/ecosystem.yaml'), schema: ecosystem.schema }),
  xpActivitiesFr: defineCollection({ loader: file('./content/fr/site/xp-activities.yaml'), schema: xpActivities.schema }),
  contactFr: defineCollection({ loader: glob({ pattern: 'contact.yaml', base: './content/fr/site' }), schema: contact.schema }),
  journeysFr: defineCollection({ loader: glob({ pattern: '*.md', base: './content/fr/journeys' }), schema: journeys.schema }),
  modulesFr: defineCollection({
    loader: {
      name: 'journey-modules-fr',
      load: async (context) => {
        readModuleDirectory(FRENCH_JOURNEY_DIRECTORY);
        await frenchModuleFiles.load(context);
      },
    },
    schema: moduleFrontMatter,
  }),
  booksFr: defineCollection({ loader: glob({ pattern: '*.md', base: './content/fr/book-club' }), schema: books.schema }),
};

export const collections = { faq, site, figures, ecosystem, xpActivities, contact, journeys, modules, reflectionPrompts, books, ...french };
