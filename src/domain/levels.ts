// The spec has two level notions (rule 6): the in-app "Level N" and the named rank from the XP table.
// Both live here, with the XP each activity pays, so every screen shows the same numbers.

/** XP paid per activity (rule 7), before any streak multiplier. */
export const XP_VALUES = {
  onboarding: 50,
  module: 100,
  webinar: 75,
  peer_mentoring: 80,
  weekly_reflection: 60,
  capstone: 250,
} as const;

/** An activity that earns XP. */
export type XpActivity = keyof typeof XP_VALUES;

/** Points per in-app level: the level is points / 1000 rounded up. */
const POINTS_PER_LEVEL = 1000;

/** The four rank names of the XP table. */
export type RankName = 'Explorer' | 'Impact Builder' | 'Change Architect' | 'Transformation Leader';

/** One row of the XP table. */
export interface Rank {
  /** 1 to 4, in XP order. */
  readonly number: 1 | 2 | 3 | 4;
  readonly name: RankName;
  /** Lowest XP of the rank, inclusive. */
  readonly min: number;
  /** Highest XP of the rank, inclusive; `null` for the open-ended last rank. */
  readonly max: number | null;
  /** What the rank unlocks; `null` for Explorer, which unlocks nothing. */
  readonly note: string | null;
}

/** A rank together with how far the learner is from the next one. */
export interface RankStanding extends Rank {
  /** XP still needed to reach the next rank; `null` at the last rank. */
  readonly pointsToNextRank: number | null;
  /** The next rank's name; `null` at the last rank. */
  readonly nextRankName: RankName | null;
}

/** The XP table of rule 6, lowest first. */
export const RANKS: readonly [Rank, Rank, Rank, Rank] = [
  { number: 1, name: 'Explorer', min: 0, max: 500, note: null },
  { number: 2, name: 'Impact Builder', min: 501, max: 2000, note: 'Unlocks group challenges' },
  { number: 3, name: 'Change Architect', min: 2001, max: 5000, note: 'Unlocks mentoring' },
  { number: 4, name: 'Transformation Leader', min: 5001, max: null, note: 'Elite certification' },
];

// en-US grouping as the badge must read "1,234" whatever the browser's locale; one instance, reused.
const XP_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A balance that is negative, NaN or infinite (a missing row, a bad cast) counts as 0 rather than showing nonsense. */
function sanePoints(points: number): number {
  return Number.isFinite(points) && points > 0 ? points : 0;
}

/** The in-app level (header, mobile menu, profile): `max(1, ceil(points / 1000))`. */
export function levelOf(points: number): number {
  return Math.max(1, Math.ceil(sanePoints(points) / POINTS_PER_LEVEL));
}

/** The learner's rank in the XP table, and the XP still needed for the next rank. */
export function rankOf(points: number): RankStanding {
  const p = sanePoints(points);
  let rank: Rank = RANKS[0];
  let next: Rank | undefined = RANKS[1];
  for (let i = 1; i < RANKS.length; i++) {
    const candidate = RANKS[i];
    if (candidate !== undefined && p >= candidate.min) {
      rank = candidate;
      next = RANKS[i + 1];
    }
  }
  return {
    ...rank,
    // Points are whole numbers; rounding up keeps a fractional balance from showing "0.5 XP to go".
    pointsToNextRank: next === undefined ? null : Math.ceil(next.min - p),
    nextRankName: next === undefined ? null : next.name,
  };
}

/** The points badge text, exactly `Level N · X XP` with X grouped in en-US (e.g. `Level 2 · 1,234 XP`). */
export function formatPointsBadge(points: number): string {
  const p = sanePoints(points);
  return `Level ${String(levelOf(p))} · ${XP_FORMAT.format(p)} XP`;
}
