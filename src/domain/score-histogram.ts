// A board's position structure: how many learners have each score, kept as awards happen, so a position
// (1 + the learners with more points) comes from a bounded number of counts instead of counting rows
// (Appwrite stops counting at 5,000). Counts are kept at three levels of bucket: level 0 counts each exact
// score, level 1 each run of 256 scores, level 2 each run of 65,536. The learners above a score are then the
// level-0 buckets above it inside its level-1 bucket, plus the level-1 buckets above its own inside its
// level-2 bucket, plus every level-2 bucket above its own: at most 255 buckets per level (the top level
// reaches 16.7 million XP in 255). A score move changes one bucket per level on each side, and only where
// the bucket changes: an award of 100 XP changes level 0 always, level 1 about two times in five, level 2
// hardly ever. Wider buckets would mean fewer changes per award but more counts to add up per position.
//
// Only learners with a score above 0 are on a board (they have earned XP in its period); 0 or less is "not on it".

/** How many buckets of one level make one bucket of the next. */
export const HISTOGRAM_BRANCHING = 256;
/** Levels of buckets, exact scores first. */
export const HISTOGRAM_LEVELS = 3;

/** Scores one bucket of `level` spans. */
export function bucketWidth(level: number): number {
  return HISTOGRAM_BRANCHING ** level;
}

/** The bucket a score falls in at `level`. */
export function bucketOf(score: number, level: number): number {
  return Math.floor(score / bucketWidth(level));
}

/** Whether a score puts a learner on a board. */
export function isOnBoard(score: number | null): score is number {
  return score !== null && score > 0;
}

/** One bucket count to change. */
export interface BucketChange {
  readonly level: number;
  readonly bucket: number;
  readonly delta: 1 | -1;
}

/**
 * The bucket counts to change when a learner's score on a board goes from `from` to `to` (null, or 0 and
 * below: not on the board). Levels where both scores share a bucket need no change.
 */
export function histogramChanges(from: number | null, to: number | null): BucketChange[] {
  const changes: BucketChange[] = [];
  for (let level = 0; level < HISTOGRAM_LEVELS; level++) {
    const left = isOnBoard(from) ? bucketOf(from, level) : null;
    const entered = isOnBoard(to) ? bucketOf(to, level) : null;
    if (left === entered) continue;
    if (left !== null) changes.push({ level, bucket: left, delta: -1 });
    if (entered !== null) changes.push({ level, bucket: entered, delta: 1 });
  }
  return changes;
}

/** The buckets of one level, after `after` and up to `through` (no upper end when null), to add up. */
export interface BucketRange {
  readonly level: number;
  readonly after: number;
  readonly through: number | null;
}

/** The bucket ranges whose counts add up to the number of learners on the board with more than `score`. */
export function rangesAbove(score: number): BucketRange[] {
  const s = Math.max(0, Math.floor(score));
  const ranges: BucketRange[] = [];
  for (let level = 0; level < HISTOGRAM_LEVELS; level++) {
    const after = bucketOf(s, level);
    const top = level === HISTOGRAM_LEVELS - 1;
    // The last bucket of this level inside the same next-level bucket as `s`.
    const through = top ? null : (bucketOf(s, level + 1) + 1) * HISTOGRAM_BRANCHING - 1;
    if (through === null || through > after) ranges.push({ level, after, through });
  }
  return ranges;
}

/** A sum of bucket counts to add (sign 1) or take away (sign -1): the buckets of `level` after `after` through `through`. */
export interface CountTerm extends BucketRange {
  readonly sign: 1 | -1;
}

/** Whether a term is one bucket (read by its id rather than by a range query). */
export function isSingleBucket(term: BucketRange): term is BucketRange & { readonly through: number } {
  return term.through !== null && term.through === term.after + 1;
}

/**
 * The terms whose signed sum is the number of learners on the board with more than `score`, reading at most
 * half a parent bucket (HISTOGRAM_BRANCHING / 2 buckets) per level below the top. At each level the learners
 * above inside the parent bucket are either the buckets above the score's own (as rangesAbove reads them), or
 * the parent bucket's count minus the buckets from its start up to and including the score's own, whichever
 * range is narrower. Most learners have low scores, near the start of their parent buckets, so the second
 * form usually reads a handful of buckets where the first reads nearly all of them.
 */
export function countTermsAbove(score: number): CountTerm[] {
  const s = Math.max(0, Math.floor(score));
  const terms: CountTerm[] = [];
  for (let level = 0; level < HISTOGRAM_LEVELS; level++) {
    const own = bucketOf(s, level);
    if (level === HISTOGRAM_LEVELS - 1) {
      terms.push({ level, after: own, through: null, sign: 1 });
      break;
    }
    const parent = bucketOf(s, level + 1);
    const first = parent * HISTOGRAM_BRANCHING;
    const last = first + HISTOGRAM_BRANCHING - 1;
    const widthAbove = last - own;
    const widthUpToOwn = own - first + 1;
    if (widthAbove <= widthUpToOwn) {
      if (widthAbove > 0) terms.push({ level, after: own, through: last, sign: 1 });
    } else {
      terms.push({ level: level + 1, after: parent - 1, through: parent, sign: 1 });
      terms.push({ level, after: first - 1, through: own, sign: -1 });
    }
  }
  return terms;
}

/** The terms whose sum is the number of learners on the board: every bucket of the top level. */
export function countTermsOfBoard(): CountTerm[] {
  return [{ level: HISTOGRAM_LEVELS - 1, after: -1, through: null, sign: 1 }];
}

/**
 * Board positions of learners listed in board order (most points first), when the first listed is at the
 * top of the board: equal points share a position and the next one skips (1, 2, 2, 4).
 */
export function competitionPositions(scoresInOrder: readonly number[]): number[] {
  const positions: number[] = [];
  scoresInOrder.forEach((score, index) => {
    const previous = index > 0 ? scoresInOrder[index - 1] : undefined;
    positions.push(previous !== undefined && previous === score ? (positions[index - 1] ?? index + 1) : index + 1);
  });
  return positions;
}
