// BackendInfo for Appwrite. node-appwrite 27.1 ships no Health service, so the version comes from the
// documented public REST endpoint `GET /v1/health/version` (answer `{ version }`) through the SDK client,
// and the ping is the SDK's own `client.ping()` (`GET /v1/ping`), which needs no API key.
import { Client } from 'node-appwrite';
import type { BackendInfo, BackendVersion } from '#/server/backend-info.ts';

export interface AppwriteInfoOptions {
  /** The API endpoint, ending in `/v1`. */
  endpoint: string;
  projectId: string;
}

export function createAppwriteInfo(options: AppwriteInfoOptions): BackendInfo {
  // A fresh client per call, as Appwrite's server-side guidance asks (clients are cheap, state is not shared).
  const client = (): Client => new Client().setEndpoint(options.endpoint).setProject(options.projectId);
  return {
    name: 'appwrite',
    async version(): Promise<BackendVersion> {
      const answer: unknown = await client().call('GET', new URL(`${options.endpoint}/health/version`), {
        accept: 'application/json',
      });
      const version = (answer as { version?: unknown } | null)?.version;
      if (typeof version !== 'string' || version === '') {
        throw new Error('Appwrite answered GET /health/version without a version');
      }
      return { product: 'Appwrite', version, schemaVersion: null };
    },
    async ping(): Promise<void> {
      await client().ping();
    },
  };
}
