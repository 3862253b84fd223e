// The forum's category names and descriptions (src/domain/forum-categories.ts keeps the ids and rules),
// English here, French in src/i18n/fr/forum-categories.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/forum-categories.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { forumCategory as english, type ForumCategoryId } from '#/domain/forum-categories.ts';

export const forumCategoryMessages = defineMessages(
  'forum-categories',
  {
    general: english('general').name,
    generalDescription: english('general').description,
    kofi: english('kofi').name,
    kofiDescription: english('kofi').description,
    sabrina: english('sabrina').name,
    sabrinaDescription: english('sabrina').description,
    villages: english('villages').name,
    villagesDescription: english('villages').description,
    bookClub: english('book-club').name,
    bookClubDescription: english('book-club').description,
    announcements: english('announcements').name,
    announcementsDescription: english('announcements').description,
  },
  { fr },
);

const KEYS = {
  general: 'general',
  kofi: 'kofi',
  sabrina: 'sabrina',
  villages: 'villages',
  'book-club': 'bookClub',
  announcements: 'announcements',
} as const satisfies Record<ForumCategoryId, string>;

/** A category's name and description in `locale`. */
export function categoryIn(id: ForumCategoryId, locale: Locale): { name: string; description: string } {
  const t = forumCategoryMessages(locale);
  const key = KEYS[id];
  return { name: t[key], description: t[`${key}Description`] };
}
