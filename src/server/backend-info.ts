// What /appwrite-demo and /api/backend-health show about the running backend, without asking which one
// runs: each backend answers for itself (its product and version, and a cheap round trip to time).
export interface BackendVersion {
  /** The product serving the data, e.g. `SQLite` or `Appwrite`. */
  product: string;
  /** The product's own version string, as it reports it. */
  version: string;
  /** Our schema's migration version in that backend, when the backend keeps one (null otherwise). */
  schemaVersion: number | null;
}

export interface BackendInfo {
  readonly name: 'embedded' | 'appwrite';
  version(): Promise<BackendVersion>;
  /** One cheap round trip to the backend; throws when it does not answer properly. */
  ping(): Promise<void>;
}
