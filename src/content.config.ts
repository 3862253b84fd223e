// Content collections: text that editors change without touching code (see content/README.md).
// Each schema is checked at build time, so a missing field fails `npm run build` with the file's name.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = { faq };
