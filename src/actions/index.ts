// Every write the browser makes, by feature (README "How a write travels"). Each Action validates its input
// with zod, makes one service call and reports refusals as ActionErrors; each checks its caller itself.
import { account } from './account.ts';
import { admin } from './admin.ts';
import { capstones } from './capstones.ts';
import { forum } from './forum.ts';
import { ecosystem } from './ecosystem.ts';
import { impact } from './impact.ts';
import { journey } from './journey.ts';
import { language } from './language.ts';
import { mentoring } from './mentoring.ts';
import { onboarding } from './onboarding.ts';
import { pathfinder } from './pathfinder.ts';
import { payments } from './payments.ts';
import { points } from './points.ts';
import { profile } from './profile.ts';
import { villages } from './villages.ts';
import { webinars } from './webinars.ts';
import { organisations } from './organisations.ts';
import { team } from './team.ts';

export const server = { account, profile, language, pathfinder, payments, points, journey, webinars, mentoring, capstones, forum, onboarding, villages, impact, ecosystem, admin, organisations, team };
