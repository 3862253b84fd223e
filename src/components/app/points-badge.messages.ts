// The header's points badge words (PointsBadge.astro), English here, French in src/i18n/fr/points-badge.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/points-badge.json' with { type: 'json' };

export const pointsBadgeMessages = defineMessages('points-badge', { yourProgress: 'Your progress:' }, { fr });
