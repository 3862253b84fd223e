// Importing the embedded backend's people into Appwrite Auth (`npm run import` with BACKEND=appwrite).
// Each auth_accounts row becomes an Appwrite user with the SAME id (so every table's userId columns and
// row ids still point at them), its email and display name; admins get the `admin` label the Appwrite
// Auth adapter mirrors the role to.
//
// Passwords are not carried over, on purpose: an embedded hash is scrypt over a 16-byte random binary
// salt, and Appwrite's createScryptUser takes the salt as a text parameter used byte for byte, which
// cannot carry arbitrary bytes through JSON. Imported people therefore have no password in Appwrite.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { AppwriteException, Client, Users } from 'node-appwrite';
import { z } from 'zod';
import { tableFile } from '../services/data-transfer.ts';

const envSchema = z.object({
  APPWRITE_ENDPOINT: z.url({ protocol: /^https?$/, error: 'APPWRITE_ENDPOINT must be the API endpoint URL, e.g. https://cloud.appwrite.io/v1' }),
  APPWRITE_PROJECT_ID: z.string({ error: 'APPWRITE_PROJECT_ID is required' }).min(1, 'APPWRITE_PROJECT_ID is required'),
  APPWRITE_API_KEY: z.string({ error: 'APPWRITE_API_KEY is required' }).min(1, 'APPWRITE_API_KEY is required'),
});

export interface UsersImportReport {
  created: number;
  existing: number;
  admins: number;
}

async function readJsonLines(file: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  try {
    for await (const line of createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })) {
      if (line.trim()) rows.push(JSON.parse(line) as Record<string, unknown>);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return rows;
}

/** Creates an Appwrite user for every exported account (users already there are left as they are). */
export async function importAppwriteUsers(env: Readonly<Record<string, string | undefined>>, dir: string): Promise<UsersImportReport> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Appwrite settings are missing');
  const client = new Client()
    .setEndpoint(parsed.data.APPWRITE_ENDPOINT)
    .setProject(parsed.data.APPWRITE_PROJECT_ID)
    .setKey(parsed.data.APPWRITE_API_KEY);
  const users = new Users(client);

  const profiles = new Map((await readJsonLines(tableFile(dir, 'users'))).map((row) => [String(row.$id), row]));
  const report: UsersImportReport = { created: 0, existing: 0, admins: 0 };
  for (const account of await readJsonLines(tableFile(dir, 'auth_accounts'))) {
    const userId = String(account.$id);
    const profile = profiles.get(userId);
    const name = typeof profile?.displayName === 'string' ? profile.displayName.slice(0, 128) : undefined;
    try {
      await users.create({ userId, email: String(account.email), ...(name ? { name } : {}) });
      report.created += 1;
    } catch (error) {
      // 409 user_already_exists: a re-run after a partial import; keep the user Appwrite has.
      if (!(error instanceof AppwriteException && error.code === 409)) throw error;
      report.existing += 1;
    }
    if (profile?.role === 'admin') {
      await users.updateLabels({ userId, labels: ['admin'] });
      report.admins += 1;
    }
  }
  return report;
}
