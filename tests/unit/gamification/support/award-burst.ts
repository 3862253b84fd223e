// A child process for the kill -9 test: awards XP to one learner in a burst, sixteen awards in flight at a
// time, and prints "ack <source id>" as soon as each award's transaction has committed (writes to a pipe are
// synchronous on Linux, so every printed ack was committed before it was printed). It runs until killed.
import { awardXp } from '#/server/services/gamification/index.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';

const [file, userId] = process.argv.slice(2);
if (!file || !userId) throw new Error('usage: award-burst.ts <database file> <user id>');
const store = openSqliteStore({ file });
let next = 0;

async function worker(): Promise<never> {
  for (;;) {
    const sourceId = `burst-${next++}`;
    await awardXp({ store }, { userId: userId as string, activity: 'webinar', sourceId });
    process.stdout.write(`ack ${sourceId}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: 16 }, worker));
