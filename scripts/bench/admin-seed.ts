// Seeds the admin bench's database: the engine's learners and ledgers (engine-seed.ts), then, by batched SQL,
// what an admin searches and filters by: believable names (and their search index: words and pairs of words), an email login for
// everyone, join dates over two years, last visits, tiers, journeys (a tenth on the custom path, so a
// filtered export holds about 100,000 rows at a million), a few suspensions, pathfinder requests. The
// dashboard's counters are then built from those rows by the platform's own rebuild (timed), as a first
// start on an existing database would.
import { DatabaseSync } from 'node:sqlite';
import { nameSearchKeys } from '../../src/domain/name-terms.ts';
import { termRowId } from '../../src/server/services/admin/name-index.ts';
import { rebuildSummaries, SUMMARIES_BUILT_KEY } from '../../src/server/services/summaries/index.ts';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store.ts';
import { benchLearnerId, seedEngineDatabase } from './engine-seed.ts';

const FIRST = ['Amara', 'Kofi', 'Ada', 'Chidi', 'Zanele', 'Kwame', 'Wanjiru', 'Tendai', 'Fatou', 'Abebe', 'Nomvula', 'Sipho', 'Halima', 'Tunde', 'Lerato', 'Samuel', 'Grace', 'Yaw', 'Akosua', 'Themba', 'Imani', 'Jabari', 'Naledi', 'Chiamaka', 'Moussa', 'Adaeze', 'Kagiso', 'Efua', 'Makena', 'Nia', 'Zawadi', 'Oluwaseun', 'Lindiwe', 'Kwabena', 'Abena', 'Babajide', 'Wambui', 'Bongani', 'Chinedu', 'Thandiwe'];
const LAST = ['Okafor', 'Mensah', 'Obi', 'Asante', 'Dlamini', 'Kamau', 'Moyo', 'Diallo', 'Tesfaye', 'Khumalo', 'Ndlovu', 'Bello', 'Adebayo', 'Kiptoo', 'Owusu', 'Eze', 'Boateng', 'Achieng', 'Mwangi', 'Banda', 'Sow', 'Adeyemi', 'Okonkwo', 'Nkosi', 'Mbeki', 'Otieno', 'Oduya', 'Appiah', 'Keita', 'Traore', 'Nyambura', 'Chukwu', 'Addo', 'Njoroge', 'Zulu', 'Phiri', 'Mutua', 'Abiodun', 'Gyamfi', 'Wekesa'];
const DAY_MS = 86_400_000;

export interface AdminSeed {
  readonly learners: number;
  readonly seedSeconds: number;
  readonly rebuildSeconds: number;
  readonly rebuildRows: number;
}

/** The display name of bench learner `index` (the admin's search looks for these). */
export function benchName(index: number): string {
  return `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`;
}

export async function seedAdminDatabase(file: string, learners: number, now: Date): Promise<AdminSeed> {
  const started = performance.now();
  // Every learner gets an email login (`learner<i>@bench.example`), none of them a usable password.
  await seedEngineDatabase(file, learners, { now, accounts: learners, passwordHash: '!' });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -262144');
  const update = db.prepare(
    'UPDATE "users" SET "displayName" = ?, "$createdAt" = ?, "lastActive" = ?, "transformationTier" = ?, "journey" = ?, "suspendedAt" = ? WHERE "$id" = ?',
  );
  const term = db.prepare('INSERT INTO "learner_search_terms" ("$id", "$createdAt", "$updatedAt", "userId", "term") VALUES (?, ?, ?, ?, ?)');
  const paid = db.prepare('SELECT "membershipStatus", "organisationId" FROM "users" WHERE "$id" = ?');
  const stamp = now.toISOString();
  let state = 20_261_121;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  db.exec('BEGIN');
  for (let index = 0; index < learners; index++) {
    const id = benchLearnerId(index);
    const name = benchName(index);
    const row = paid.get(id) as { membershipStatus: string; organisationId: string | null } | undefined;
    const tier = row?.membershipStatus === 'paid' ? (row.organisationId ? 'corporate_member' : 'individual_paid') : null;
    const joined = new Date(now.getTime() - Math.floor(next() * 730 * DAY_MS)).toISOString();
    const roll = next();
    const lastActive = roll < 0.3 ? null : new Date(now.getTime() - Math.floor(next() ** 2 * 60 * DAY_MS)).toISOString();
    const journeyRoll = next();
    const journey = journeyRoll < 0.1 ? 'custom' : journeyRoll < 0.55 ? 'kofi' : journeyRoll < 0.95 ? 'sabrina' : null;
    update.run(name, joined, lastActive, tier, journey, index % 997 === 3 ? stamp : null, id);
    for (const key of nameSearchKeys(name)) term.run(termRowId(id, key), stamp, stamp, id, key);
    if (index % 20_000 === 19_999) {
      db.exec('COMMIT');
      db.exec('BEGIN');
    }
  }
  const request = db.prepare(
    'INSERT INTO "pathfinder_requests" ("$id", "$createdAt", "$updatedAt", "name", "email", "teamSize", "timeline", "duration", "date", "time", "timezone", "status", "attempts") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let index = 0; index < 2000; index++) {
    const at = new Date(now.getTime() - index * 3 * 3_600_000).toISOString();
    request.run(`benchrequest${index}`, at, at, benchName(index * 7), `visitor${index}@bench.example`, 10 + (index % 30), 'asap', '6-months', '2030-01-10', '14:30', 'Africa/Lagos', index % 40 === 0 ? 'failed' : 'delivered', 1);
  }
  // The engine seed marked the counters built; the rebuild below is what makes them so.
  db.prepare('DELETE FROM "settings" WHERE "$id" = ?').run(SUMMARIES_BUILT_KEY);
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  const seedSeconds = (performance.now() - started) / 1000;

  const store = openSqliteStore({ file });
  const rebuildStarted = performance.now();
  const report = await rebuildSummaries({ store }, now);
  await store.close();
  return { learners, seedSeconds, rebuildSeconds: (performance.now() - rebuildStarted) / 1000, rebuildRows: report.written };
}
