// `npm run points -- award <email> <xp> --reason "…" [--key <key>]`   adjust a balance (negative deducts)
// `npm run points -- activity <email> <activity> <source id>`         pay an activity done off the platform
// `npm run points -- show <email>`                                     balance, level, rank, streak, badges, last awards
// The operator's way to correct XP on a real deployment (and the tests' way to award from outside the
// server): the same engine and rules as the platform, on the configured backend (DATA_DIR, BACKEND). A
// running server's learners see the change live. Adjustments are recorded with no acting admin (an operator).
import { parseArgs } from 'node:util';
import { XP_VALUES } from '../src/domain/levels.ts';
import { ACTIVITY_LABELS, formatMultiplier, formatXpChange, isXpActivity } from '../src/domain/xp-awards.ts';
import { createBackend } from '../src/server/config.ts';
import {
  adjustXp,
  awardXp,
  getBadgeBoard,
  getPointsStanding,
  listLedger,
  type AwardOutcome,
} from '../src/server/services/gamification/index.ts';
import { isServiceError } from '../src/server/services/service-error.ts';
import { parseSettings } from '../src/server/settings.ts';

const USAGE = `Usage:
  npm run points -- award <email> <xp> --reason "Why" [--key <idempotency key>]   (negative xp deducts)
  npm run points -- activity <email> <${Object.keys(XP_VALUES).join('|')}> <source id>
  npm run points -- show <email>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const XP = new Intl.NumberFormat('en-US');

function describeOutcome(email: string, outcome: AwardOutcome): string {
  const { entry } = outcome;
  if (!outcome.applied) {
    return `Already recorded with this key on ${entry.awardedAt.slice(0, 10)}: ${formatXpChange(entry.xp)} for ${email}. Nothing changed (balance ${XP.format(outcome.balance)} XP).`;
  }
  const streak = entry.multiplier > 1 ? ` (streak ${formatMultiplier(entry.multiplier)})` : '';
  const lines = [`${formatXpChange(entry.xp)} · ${ACTIVITY_LABELS[entry.activity]}${streak} for ${email}. Balance ${XP.format(outcome.balance)} XP, Level ${outcome.level.after}, ${outcome.rank.after}.`];
  if (outcome.level.after !== outcome.level.before) lines.push(`Level ${outcome.level.after} reached.`);
  if (outcome.rank.after !== outcome.rank.before) lines.push(`New rank: ${outcome.rank.after}.`);
  if (outcome.badges.length > 0) lines.push(`Badges earned: ${outcome.badges.map((badge) => badge.name).join(', ')}.`);
  return lines.join('\n');
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  // A negative amount ("-100") must reach us as a positional, not as an unknown short option.
  args: process.argv.slice(2).map((arg) => (/^-\d/.test(arg) ? `\u2212${arg.slice(1)}` : arg)),
  options: { reason: { type: 'string' }, key: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, email, ...rest] = positionals.map((arg) => arg.replace(/^\u2212/, '-'));
if (values.help || !command || !email || !['award', 'activity', 'show'].includes(command)) fail(USAGE);

const backend = await createBackend(parseSettings(process.env));
try {
  const userId = await backend.auth.findUserIdByEmail(email);
  if (!userId) fail(`No account with the email ${email}.`);
  if (command === 'award') {
    const amount = Number(rest[0]);
    if (rest.length !== 1 || !Number.isInteger(amount)) fail(`Give the XP as a whole number, e.g. 250 or -100.\n${USAGE}`);
    if (values.reason === undefined) fail('Give a --reason: every adjustment is recorded with why it was made.');
    const outcome = await adjustXp(backend, { userId, amount, reason: values.reason, actor: 'operator', ...(values.key ? { key: values.key } : {}) });
    console.log(describeOutcome(email, outcome));
  } else if (command === 'activity') {
    const [activity, sourceId] = rest;
    if (!isXpActivity(activity) || sourceId === undefined || rest.length !== 2) fail(USAGE);
    console.log(describeOutcome(email, await awardXp(backend, { userId, activity, sourceId })));
  } else {
    const standing = await getPointsStanding(backend, userId, userId);
    const badges = await getBadgeBoard(backend, userId);
    const { entries } = await listLedger(backend, userId, userId, { pageSize: 10 });
    const next = standing.rank.nextRankName ? ` (${XP.format(standing.rank.pointsToNextRank ?? 0)} XP to ${standing.rank.nextRankName})` : '';
    const { streak } = standing;
    const multiplier = streak.multiplierActive ? `, ${formatMultiplier(streak.nextMultiplier)} on awards today` : '';
    console.log(
      [
        `${email} (user id ${userId})`,
        `Balance: ${XP.format(standing.balance)} XP · Level ${standing.level} · ${standing.rank.name}${next}`,
        `Streak: ${streak.days} day${streak.days === 1 ? '' : 's'} in a row${multiplier}; ${streak.freezes} freeze${streak.freezes === 1 ? '' : 's'} held; longest ${streak.longest}`,
        `Badges: ${badges.earned.length === 0 ? 'none yet' : badges.earned.map((held) => held.badge.name).join(', ')}`,
        entries.length === 0 ? 'No awards yet.' : 'Last awards:',
        ...entries.map((entry) => {
          const streakNote = entry.multiplier > 1 ? ` (streak ${formatMultiplier(entry.multiplier)})` : '';
          const why = entry.reason ? ` — ${entry.reason}` : '';
          return `  ${entry.awardedAt.slice(0, 16).replace('T', ' ')} UTC  ${formatXpChange(entry.xp).padStart(11)}  ${ACTIVITY_LABELS[entry.activity]}${streakNote}${why}`;
        }),
      ].join('\n'),
    );
  }
} catch (error) {
  if (isServiceError(error)) fail(error.message);
  throw error;
} finally {
  await backend.store.close();
}
