// The forum's categories and who may read and post in each (rule 31): everyone reads and posts in General,
// the two journeys' categories and Villages; the Book Club is for paid members only; in Announcements only
// admins start discussions (everyone may read and reply). Admins read everything, because they moderate it.

export const FORUM_CATEGORY_IDS = ['general', 'kofi', 'sabrina', 'villages', 'book-club', 'announcements'] as const;
export type ForumCategoryId = (typeof FORUM_CATEGORY_IDS)[number];

export interface ForumCategory {
  readonly id: ForumCategoryId;
  readonly name: string;
  /** One line under the name. */
  readonly description: string;
  /** `paid`: only paid members (and admins) read it, post in it or reply in it. */
  readonly audience: 'everyone' | 'paid';
  /** `admins`: only admins start discussions in it. */
  readonly starters: 'everyone' | 'admins';
}

export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  { id: 'general', name: 'General', description: 'Questions and lessons from leading people, whatever your path.', audience: 'everyone', starters: 'everyone' },
  { id: 'kofi', name: "Kofi's path", description: 'Digital confidence and innovation: tools, experiments, bringing the team along.', audience: 'everyone', starters: 'everyone' },
  { id: 'sabrina', name: "Sabrina's path", description: 'Leading change and teams: resistance, silos, feedback, burnout.', audience: 'everyone', starters: 'everyone' },
  { id: 'villages', name: 'Villages', description: 'Find a village, share what your village is working on, start a group challenge.', audience: 'everyone', starters: 'everyone' },
  { id: 'book-club', name: 'Book Club', description: "The month's book, chapter by chapter, with other paid members.", audience: 'paid', starters: 'everyone' },
  { id: 'announcements', name: 'Announcements', description: 'News from the programme team.', audience: 'everyone', starters: 'admins' },
];

/** Who is asking: the flags every signed-in person carries (`locals.user` fits). */
export interface ForumViewer {
  readonly id: string;
  readonly isAdmin: boolean;
  readonly isPaid: boolean;
}

export function isForumCategoryId(value: unknown): value is ForumCategoryId {
  return typeof value === 'string' && (FORUM_CATEGORY_IDS as readonly string[]).includes(value);
}

export function forumCategory(id: ForumCategoryId): ForumCategory {
  const category = FORUM_CATEGORIES.find((candidate) => candidate.id === id);
  if (category === undefined) throw new Error(`Unknown forum category ${id}`);
  return category;
}

/** Whether the viewer may read the category's discussions (and so reply and like in them). */
export function canReadCategory(viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>, id: ForumCategoryId): boolean {
  return forumCategory(id).audience === 'everyone' || viewer.isPaid || viewer.isAdmin;
}

/** Whether the viewer may start a discussion in the category. */
export function canStartInCategory(viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>, id: ForumCategoryId): boolean {
  return canReadCategory(viewer, id) && (forumCategory(id).starters === 'everyone' || viewer.isAdmin);
}

/** The categories the viewer may read, in the forum's order. */
export function readableCategories(viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>): ForumCategory[] {
  return FORUM_CATEGORIES.filter((category) => canReadCategory(viewer, category.id));
}

/** Why a viewer may not start a discussion in a category, in words for the form. */
export function startRefusal(viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>, id: ForumCategoryId): string | null {
  if (!canReadCategory(viewer, id)) return 'The Book Club is for paid members. Upgrade to join the discussion.';
  if (!canStartInCategory(viewer, id)) return 'Only the programme team posts announcements. Choose another category.';
  return null;
}
