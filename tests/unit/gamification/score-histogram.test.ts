// The position structure of a board: a position is 1 + the learners with more points, summed from a
// bounded number of bucket counts, and equal points share a position (1, 2, 2, 4). Checked against
// counting by brute force over random boards, including scores far apart and at bucket edges.
import { describe, expect, it } from 'vitest';
import {
  HISTOGRAM_BRANCHING,
  HISTOGRAM_LEVELS,
  competitionPositions,
  countTermsAbove,
  countTermsOfBoard,
  histogramChanges,
  rangesAbove,
  type CountTerm,
} from '#/domain/score-histogram.ts';

/** A board kept only through histogramChanges, as the engine keeps it. */
class Histogram {
  /** Bucket counts by level, then bucket. */
  readonly levels = Array.from({ length: HISTOGRAM_LEVELS }, () => new Map<number, number>());
  move(from: number | null, to: number | null): void {
    for (const { level, bucket, delta } of histogramChanges(from, to)) {
      const counts = this.levels[level] as Map<number, number>;
      counts.set(bucket, (counts.get(bucket) ?? 0) + delta);
    }
  }
  /** The signed sum of the bucket counts `terms` name. */
  sum(terms: readonly CountTerm[]): number {
    let sum = 0;
    for (const { level, after, through, sign } of terms) {
      for (const [bucket, count] of this.levels[level] ?? []) {
        if (bucket > after && (through === null || bucket <= through)) sum += sign * count;
      }
    }
    return sum;
  }
  above(score: number): number {
    return this.sum(rangesAbove(score).map((range) => ({ ...range, sign: 1 })));
  }
}

/** A deterministic pseudo-random sequence (tests must not be flaky). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the number of learners above a score, from bucket counts', () => {
  it('matches counting one by one on random boards whose scores move up and down', () => {
    const next = random(47);
    const B = HISTOGRAM_BRANCHING;
    const edges = [1, B - 1, B, B + 1, B * B - 1, B * B, B * B + 1, B * B * B - 1, B * B * B, 20_000_000];
    for (let round = 0; round < 20; round++) {
      const histogram = new Histogram();
      const scores: number[] = [];
      for (let i = 0; i < 300; i++) {
        const score = next() < 0.1 ? (edges[Math.floor(next() * edges.length)] ?? 1) : Math.floor(next() ** 3 * 300_000);
        scores.push(score);
        histogram.move(null, score);
      }
      // Move some learners, including off the board (0) and back.
      for (let i = 0; i < 100; i++) {
        const who = Math.floor(next() * scores.length);
        const to = Math.max(0, (scores[who] ?? 0) + Math.floor((next() - 0.3) * 5000));
        histogram.move(scores[who] ?? null, to);
        scores[who] = to;
      }
      for (const probe of [0, ...edges, ...scores.slice(0, 40), 2_000_000]) {
        const expected = scores.filter((score) => score > 0 && score > probe).length;
        expect(histogram.above(probe), `above ${probe}`).toBe(expected);
        expect(histogram.sum(countTermsAbove(probe)), `terms above ${probe}`).toBe(expected);
      }
      expect(histogram.sum(countTermsOfBoard()), 'learners on the board').toBe(scores.filter((score) => score > 0).length);
    }
  });

  it('reads at most one range per level, each of fewer than HISTOGRAM_BRANCHING buckets below the top level', () => {
    for (const score of [0, 1, 77, 5000, 300_000, 9_999_999]) {
      const ranges = rangesAbove(score);
      expect(ranges.length).toBeLessThanOrEqual(HISTOGRAM_LEVELS);
      for (const range of ranges.filter((r) => r.through !== null)) {
        expect((range.through ?? 0) - range.after).toBeLessThan(HISTOGRAM_BRANCHING);
      }
    }
  });

  it('reads at most half a parent bucket per level below the top, whichever side of the score is narrower', () => {
    const B = HISTOGRAM_BRANCHING;
    for (const score of [0, 1, 77, 128, 200, 255, 256, 5000, 300_000, B * B - 1, 9_999_999]) {
      const terms = countTermsAbove(score);
      for (const term of terms.filter((t) => t.through !== null)) {
        expect((term.through ?? 0) - term.after, `score ${score}, level ${term.level}`).toBeLessThanOrEqual(B / 2);
      }
    }
    // A low score is placed from below: its parent buckets' counts less the few buckets up to it.
    expect(countTermsAbove(77)).toEqual([
      { level: 1, after: -1, through: 0, sign: 1 },
      { level: 0, after: -1, through: 77, sign: -1 },
      { level: 2, after: -1, through: 0, sign: 1 },
      { level: 1, after: -1, through: 0, sign: -1 },
      { level: 2, after: 0, through: null, sign: 1 },
    ]);
  });

  it('changes only the levels whose bucket differs, one count out and one in', () => {
    // 70 and 170 share the level-1 bucket 0–255 and everything above it; 200 and 300 do not.
    expect(histogramChanges(70, 170)).toEqual([
      { level: 0, bucket: 70, delta: -1 },
      { level: 0, bucket: 170, delta: 1 },
    ]);
    expect(histogramChanges(200, 300)).toHaveLength(4);
    expect(histogramChanges(null, 70)).toHaveLength(HISTOGRAM_LEVELS);
    expect(histogramChanges(70, 0).every((change) => change.delta === -1)).toBe(true);
    expect(histogramChanges(0, null)).toEqual([]);
  });
});

describe('equal points share a position', () => {
  it('ranks 1, 2, 2, 4', () => {
    expect(competitionPositions([500, 300, 300, 120])).toEqual([1, 2, 2, 4]);
    expect(competitionPositions([80, 80, 80])).toEqual([1, 1, 1]);
    expect(competitionPositions([])).toEqual([]);
  });
});
