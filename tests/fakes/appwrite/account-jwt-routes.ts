// `POST /v1/account/jwts` (Account.createJWT) for the fake Appwrite. Checks what the documented call
// needs: the project header, a session header that names a known session and no API key beside it
// (Appwrite refuses a key and a session on one request), and an integer `duration` of at most 3600 s.
// Answers 201 with the documented `Jwt` model, `{ jwt }`.
import { appwriteError, header, type FakeRoute } from './route-types.ts';

export interface IssuedJwt {
  jwt: string;
  userId: string;
  sessionSecret: string;
  duration: number;
}

export interface AccountJwtState {
  projectId: string;
  /** Session secret → user id. Delete an entry to play "the session was signed out". */
  sessions: Map<string, string>;
  /** Every JWT handed out, oldest first. */
  issued: IssuedJwt[];
}

export function accountJwtRoutes(state: AccountJwtState): FakeRoute[] {
  return [
    {
      method: 'POST',
      path: '/v1/account/jwts',
      handle(request) {
        if (header(request, 'x-appwrite-project') !== state.projectId) {
          return appwriteError(404, 'project_not_found', 'Project with the requested ID could not be found.');
        }
        if (header(request, 'x-appwrite-key') !== undefined) {
          return appwriteError(401, 'general_unauthorized_scope', 'API key and session used in the same request. Use either setSession or setKey');
        }
        const secret = header(request, 'x-appwrite-session');
        const userId = secret === undefined ? undefined : state.sessions.get(secret);
        if (secret === undefined || userId === undefined) {
          return appwriteError(401, 'general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
        }
        const body = (request.body ?? {}) as { duration?: unknown };
        const duration = body.duration ?? 900;
        if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0 || duration > 3600) {
          return appwriteError(400, 'general_argument_invalid', 'Invalid `duration` param: Value must be a valid range between 0 and 3,600');
        }
        const jwt = `eyJfake.${Buffer.from(JSON.stringify({ userId, n: state.issued.length })).toString('base64url')}.sig`;
        state.issued.push({ jwt, userId, sessionSecret: secret, duration });
        return { status: 201, body: { jwt } };
      },
    },
  ];
}
