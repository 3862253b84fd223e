// The bound on expensive work (scrypt, issue 8 hole 1): a few run at once, a few more wait in order, and
// past that a caller is refused at once, so a burst cannot take every thread and every byte of memory.
import { describe, expect, it } from 'vitest';
import { createWorkLimit, WorkLimitReached } from '#/server/auth/local/work-limit.ts';

/** A job that runs until `finish` is called, recording when it started. */
function job(started: string[], name: string): { work: () => Promise<string>; finish: () => void } {
  let finish = (): void => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('work limit', () => {
  it('runs at most `running` jobs at once, lets `waiting` more wait, and refuses the next at once', async () => {
    const limit = createWorkLimit({ running: 2, waiting: 3 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => job(started, name));
    const results = jobs.map((j) => limit.run(j.work));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 3 });
    // Refused while every job above is still unfinished: nobody had to wait for the answer.
    await expect(limit.run(async () => 'f')).rejects.toBeInstanceOf(WorkLimitReached);
    for (const j of jobs) j.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a freed place to the longest waiting job first, also when a job fails', async () => {
    const limit = createWorkLimit({ running: 1, waiting: 2 });
    const started: string[] = [];
    const failing = limit.run(async () => {
      started.push('fails');
      throw new Error('broken');
    });
    const second = job(started, 'second');
    const third = job(started, 'third');
    const runs = [limit.run(second.work), limit.run(third.work)];
    await expect(failing).rejects.toThrow('broken');
    await Promise.resolve();
    expect(started).toEqual(['fails', 'second']);
    second.finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual(['fails', 'second', 'third']);
    third.finish();
    await runs[1];
    expect(limit.running).toBe(0);
  });
});
