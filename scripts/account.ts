// `npm run account -- create <email> [--name "…"] [--role admin] [--membership paid] [--tier …]`
// `npm run account -- set <email> [--role …] [--membership …] [--tier …|none] [--password]`
// The operator's way to create accounts and change access on a real deployment (and in tests).
// Passwords come from ACCOUNT_PASSWORD or a hidden prompt, never from the command line (shell history).
import { parseArgs } from 'node:util';
import { passwordProblem } from '../src/server/auth/password-policy.ts';
import { createBackend } from '../src/server/config.ts';
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from '../src/server/schema.ts';
import { createAccount } from '../src/server/services/accounts.ts';
import { setAccess, type AccessChanges } from '../src/server/services/access.ts';
import { isServiceError } from '../src/server/services/service-error.ts';
import { parseSettings } from '../src/server/settings.ts';

const USAGE = `Usage:
  npm run account -- create <email> [--name "Display name"] [--role learner|admin] [--membership free|paid]
                                    [--tier corporate_member|corporate_leader|individual_paid] [--timezone Africa/Lagos]
  npm run account -- set <email> [--role …] [--membership …] [--tier …|none] [--password]
The password is read from ACCOUNT_PASSWORD, or asked for when it is not set.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) fail(`--${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ACCOUNT_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail('Set ACCOUNT_PASSWORD (no terminal to ask on).');
  process.stdout.write('Password (not shown): ');
  return new Promise((resolve) => {
    let typed = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    });
  });
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    role: { type: 'string' },
    membership: { type: 'string' },
    tier: { type: 'string' },
    timezone: { type: 'string' },
    password: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, email] = positionals;
if (values.help || !command || !email || !['create', 'set'].includes(command)) fail(USAGE);

const access: AccessChanges = {};
const role = oneOf('role', values.role, ROLES);
const membershipStatus = oneOf('membership', values.membership, MEMBERSHIP_STATUSES);
const tier = oneOf('tier', values.tier, [...TRANSFORMATION_TIERS, 'none'] as const);
if (role) access.role = role;
if (membershipStatus) access.membershipStatus = membershipStatus;
if (tier) access.transformationTier = tier === 'none' ? null : tier;

const backend = await createBackend(parseSettings(process.env));
try {
  if (command === 'create') {
    const password = await readPassword();
    const problem = passwordProblem(password);
    if (problem) fail(`Password refused: ${problem}`);
    const { userId } = await createAccount(backend, {
      email,
      password,
      displayName: values.name ?? email.split('@')[0] ?? email,
      timezone: values.timezone ?? 'UTC',
      ...access,
    });
    console.log(`Created ${email} (user id ${userId}).`);
  } else {
    const userId = await backend.auth.findUserIdByEmail(email);
    if (!userId) fail(`No account with the email ${email}.`);
    if (values.password) {
      const password = await readPassword();
      const problem = passwordProblem(password);
      if (problem) fail(`Password refused: ${problem}`);
      await backend.auth.setPassword(userId, password);
      await backend.auth.deleteUserSessions(userId);
    }
    if (Object.keys(access).length === 0 && !values.password) fail('Nothing to change: give --role, --membership, --tier or --password.');
    await setAccess(backend, userId, access);
    console.log(`Updated ${email}.`);
  }
} catch (error) {
  if (isServiceError(error)) fail(error.message);
  throw error;
} finally {
  await backend.store.close();
}
