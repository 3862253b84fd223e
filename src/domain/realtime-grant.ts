// The credentials the server hands a browser to follow its own points row straight from Appwrite
// Realtime (POST /api/points/realtime-token), shared by the server that makes them and the browser
// that reads them.

/** What the browser needs to subscribe to one user's `user_points` row until `expiresAt`. */
export interface RealtimeGrant {
  endpoint: string;
  projectId: string;
  databaseId: string;
  tableId: 'user_points';
  /** The user's id, which is also the id of their `user_points` row. */
  rowId: string;
  /** A short-lived token acting as the user (never the session secret itself). */
  jwt: string;
  /** ISO 8601; the browser asks for a new grant before then. */
  expiresAt: string;
}

/** The grant in a parsed JSON answer, or null when the answer is not one. */
export function readRealtimeGrant(value: unknown): RealtimeGrant | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (key: string): key is string => typeof v[key] === 'string' && v[key] !== '';
  if (!['endpoint', 'projectId', 'databaseId', 'rowId', 'jwt', 'expiresAt'].every(text)) return null;
  if (v.tableId !== 'user_points') return null;
  if (!/^https?:\/\//.test(v.endpoint as string) || Number.isNaN(Date.parse(v.expiresAt as string))) return null;
  return {
    endpoint: v.endpoint as string,
    projectId: v.projectId as string,
    databaseId: v.databaseId as string,
    tableId: 'user_points',
    rowId: v.rowId as string,
    jwt: v.jwt as string,
    expiresAt: v.expiresAt as string,
  };
}
