// The board half of `points:verify`: the position counts every current board (all time, this week, this
// month; everyone's and each organisation's) should hold, accumulated learner by learner from what their
// ledgers say, then compared with the stored counts. Boards of past weeks and months are not shown anywhere
// and are left alone.
import { awardPeriodKeys, countedBoards, type BoardPlacement } from '#/domain/boards.ts';
import { histogramChanges } from '#/domain/score-histogram.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { cursorAfter, limit, orderAsc } from '../../store/query.ts';
import { boardCountId } from './row-keys.ts';

export interface BoardCountDrift {
  readonly board: string;
  readonly level: number;
  readonly bucket: number;
  readonly stored: number;
  readonly expected: number;
}

/** Expected counts of the current boards. */
export class ExpectedBoardCounts {
  private readonly counts = new Map<string, { board: string; level: number; bucket: number; count: number }>();
  readonly periods: readonly string[];

  constructor(now: Date) {
    this.periods = awardPeriodKeys(now);
  }

  /** Adds a learner with `scores` per current period, placed where their profile says. */
  add(placement: BoardPlacement, scoreOf: (period: string) => number): void {
    for (const period of this.periods) {
      for (const board of countedBoards(period, placement)) {
        for (const { level, bucket } of histogramChanges(null, scoreOf(period))) {
          const id = boardCountId(board, level, bucket);
          const entry = this.counts.get(id) ?? { board, level, bucket, count: 0 };
          entry.count += 1;
          this.counts.set(id, entry);
        }
      }
    }
  }

  /** Every expected count (a bench seeds them as they are). */
  entries(): IterableIterator<{ readonly board: string; readonly level: number; readonly bucket: number; readonly count: number }> {
    return this.counts.values();
  }

  /** Whether a stored board key is one of the current boards. */
  isCurrent(board: string): boolean {
    return this.periods.some((period) => board === period || board.startsWith(`${period}/org/`));
  }

  /** Compares with the stored counts (and sets them right when `repair`); returns the differences. */
  async compare(store: StoreOps, repair: boolean): Promise<BoardCountDrift[]> {
    const drift: BoardCountDrift[] = [];
    const seen = new Set<string>();
    let after: string | null = null;
    for (;;) {
      const page: RowOf<'board_counts'>[] = await store.findRows('board_counts', [orderAsc('$id'), limit(5000), ...(after ? [cursorAfter(after)] : [])]);
      for (const row of page) {
        if (!this.isCurrent(row.board)) continue;
        seen.add(row.$id);
        const expected = this.counts.get(row.$id)?.count ?? 0;
        if (row.count === expected) continue;
        drift.push({ board: row.board, level: row.level, bucket: row.bucket, stored: row.count, expected });
        if (repair) await store.updateRow('board_counts', row.$id, { count: expected });
      }
      if (page.length < 5000) break;
      after = page.at(-1)?.$id ?? null;
    }
    for (const [id, entry] of this.counts) {
      if (seen.has(id) || entry.count === 0) continue;
      drift.push({ board: entry.board, level: entry.level, bucket: entry.bucket, stored: 0, expected: entry.count });
      if (repair) await store.createRow('board_counts', id, { board: entry.board, level: entry.level, bucket: entry.bucket, count: entry.count });
    }
    return drift;
  }
}
