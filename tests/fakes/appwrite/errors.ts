// The error bodies the fake answers with: Appwrite's documented `{ message, code, type, version }`, with
// the types and HTTP codes of Appwrite's error catalogue (app/config/errors.php, server 1.9).
export const FAKE_VERSION = '1.9.5';

/** Documented error types the fake uses, with their HTTP status. */
export const ERROR_CODES = {
  general_unknown: 500,
  general_server_error: 500,
  general_argument_invalid: 400,
  general_bad_request: 400,
  general_query_invalid: 400,
  general_query_limit_exceeded: 400,
  general_cursor_not_found: 400,
  general_route_not_found: 404,
  general_unauthorized_scope: 401,
  project_not_found: 404,
  project_provider_disabled: 412,
  database_not_found: 404,
  table_not_found: 404,
  row_not_found: 404,
  row_already_exists: 409,
  row_invalid_structure: 400,
  column_limit_exceeded: 400,
  transaction_not_found: 404,
  transaction_not_ready: 400,
  transaction_expired: 400,
  transaction_conflict: 409,
  transaction_limit_exceeded: 400,
  user_not_found: 404,
  user_already_exists: 409,
  user_invalid_credentials: 401,
  user_invalid_token: 401,
  user_blocked: 401,
  user_session_not_found: 404,
  user_unauthorized: 401,
} as const;

export type ErrorType = keyof typeof ERROR_CODES;

/** Thrown by handlers; the server turns it into the documented error body. */
export class FakeAppwriteError extends Error {
  readonly type: ErrorType;
  readonly code: number;
  constructor(type: ErrorType, message: string) {
    super(message);
    this.type = type;
    this.code = ERROR_CODES[type];
  }

  body(): { message: string; code: number; type: string; version: string } {
    return { message: this.message, code: this.code, type: this.type, version: FAKE_VERSION };
  }
}
