// Join codes (src/domain/organisations.ts): made at random, unique by the store's index. A clash (one in
// 2^40 per existing code) just draws again.
import { randomBytes } from 'node:crypto';
import { JOIN_CODE_LENGTH, joinCodeFrom } from '#/domain/organisations.ts';
import { isStoreError } from '../../store/port.ts';

const DRAWS = 5;

export function drawJoinCode(): string {
  return joinCodeFrom(randomBytes(JOIN_CODE_LENGTH));
}

/** Runs `write` with fresh codes until one is not taken (a `conflict` from the unique index means taken). */
export async function withFreshJoinCode<R>(write: (code: string) => Promise<R>): Promise<R> {
  for (let draw = 1; ; draw++) {
    try {
      return await write(drawJoinCode());
    } catch (error) {
      if (!isStoreError(error, 'conflict') || draw >= DRAWS) throw error;
    }
  }
}
