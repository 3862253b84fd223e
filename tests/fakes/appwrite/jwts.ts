// The fake's JWT route, `POST /v1/account/jwts` (Account.createJWT): made by a user's own session (never
// the API key), with an integer `duration` of at most 3600 s (Appwrite's default is 900), answering 201
// with the documented `Jwt` model, `{ jwt }`. Every JWT handed out is kept, with the session it came
// from, so tests can check which session a realtime token was made for.
import { randomBytes } from 'node:crypto';
import type { AuthState } from './auth-state.ts';
import { FakeAppwriteError } from './errors.ts';
import type { FakeServer } from './server.ts';

export interface IssuedJwt {
  readonly jwt: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly duration: number;
}

export interface FakeJwts {
  /** Every JWT handed out, oldest first. */
  readonly issued: IssuedJwt[];
}

const DEFAULT_DURATION = 900;
const MAX_DURATION = 3600;

export function registerJwts(server: FakeServer, state: AuthState): FakeJwts {
  const jwts: FakeJwts = { issued: [] };
  server.register({
    method: 'POST',
    path: '/v1/account/jwts',
    auth: 'session',
    optional: ['duration'],
    handle: ({ input, caller }) => {
      const session = caller.kind === 'session' ? state.sessionBySecret(caller.secret) : undefined;
      if (session === undefined) throw new FakeAppwriteError('general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
      const duration = input.duration ?? DEFAULT_DURATION;
      if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0 || duration > MAX_DURATION) {
        throw new FakeAppwriteError('general_argument_invalid', 'Invalid `duration` param: Value must be a valid range between 0 and 3,600');
      }
      // Shaped like a JWT (three base64url parts) but signed by nobody: only the fake ever reads it.
      const claims = Buffer.from(JSON.stringify({ userId: session.userId, sessionId: session.$id, n: jwts.issued.length })).toString('base64url');
      const jwt = `eyJhbGciOiJub25lIn0.${claims}.${randomBytes(8).toString('base64url')}`;
      jwts.issued.push({ jwt, userId: session.userId, sessionId: session.$id, duration });
      return { status: 201, body: { jwt } };
    },
  });
  return jwts;
}
