// The XP line of the landing page's mobile menu (rule 10): visitors see the onboarding reward,
// signed-in people their live points.
import { XP_VALUES, formatPointsBadge } from './levels.ts';

/** Who is looking, as far as the header knows. */
export type HeaderViewer = 'loading' | 'visitor' | 'free' | 'paid';

export const VISITOR_XP_LINE = `+${String(XP_VALUES.onboarding)} XP when you complete onboarding`;

/** The line's text; while the session is still resolving, the visitor's line stands (it is true for everyone). */
export function mobileXpLine(viewer: HeaderViewer, points: number): string {
  return viewer === 'free' || viewer === 'paid' ? formatPointsBadge(points) : VISITOR_XP_LINE;
}
