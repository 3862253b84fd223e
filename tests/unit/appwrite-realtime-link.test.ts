// The real RealtimeLink's use of the Appwrite web SDK: the channel names (with the real SDK's Channel
// helper), and the calls it makes (JWT on the client, one subscription, getRow, unsubscribe and
// disconnect), with a stand-in SDK that records them.
import * as realSdk from 'appwrite';
import { describe, expect, it } from 'vitest';
import type { RealtimeGrant } from '#/domain/realtime-grant.ts';
import { appwriteRealtimeLink, pointsRowChannels } from '#/lib/appwrite-realtime-link.ts';

const GRANT: RealtimeGrant = {
  endpoint: 'https://appwrite.example/v1',
  projectId: 'proj',
  databaseId: 'main',
  tableId: 'user_points',
  rowId: 'u1',
  jwt: 'jwt-1',
  expiresAt: '2026-11-22T10:15:00.000Z',
};

describe('channels', () => {
  it('follows the row under the TablesDB name Appwrite 1.9 uses and the databases. name of the 1.8 line', () => {
    expect(pointsRowChannels(realSdk, GRANT)).toEqual(['tablesdb.main.tables.user_points.rows.u1', 'databases.main.tables.user_points.rows.u1']);
  });
});

/** Records what the link does with the SDK. */
function fakeSdk(options: { getRow: () => Promise<unknown> }) {
  const log: string[] = [];
  const realtimeCallbacks: { error?: () => void; close?: () => void; open?: () => void; event?: (e: { events: string[]; payload: unknown }) => void } = {};
  class Client {
    setEndpoint(value: string) {
      log.push(`endpoint ${value}`);
      return this;
    }
    setProject(value: string) {
      log.push(`project ${value}`);
      return this;
    }
    setJWT(value: string) {
      log.push(`jwt ${value}`);
      return this;
    }
  }
  class Realtime {
    onError(fn: () => void) {
      realtimeCallbacks.error = fn;
    }
    onClose(fn: () => void) {
      realtimeCallbacks.close = fn;
    }
    onOpen(fn: () => void) {
      realtimeCallbacks.open = fn;
    }
    subscribe(channels: string[], callback: (e: { events: string[]; payload: unknown }) => void) {
      log.push(`subscribe ${channels.join(' ')}`);
      realtimeCallbacks.event = callback;
      return Promise.resolve({
        unsubscribe: () => {
          log.push('unsubscribe');
          return Promise.resolve();
        },
      });
    }
    disconnect() {
      log.push('disconnect');
      realtimeCallbacks.close?.();
      return Promise.resolve();
    }
  }
  class TablesDB {
    getRow(params: Record<string, string>) {
      log.push(`getRow ${params.databaseId}/${params.tableId}/${params.rowId}`);
      return options.getRow();
    }
  }
  const sdk = { Client, Realtime, TablesDB, Channel: realSdk.Channel, AppwriteException: realSdk.AppwriteException };
  return { sdk: sdk as unknown as typeof realSdk, log, realtimeCallbacks };
}

function recordingHandlers() {
  const seen: string[] = [];
  return {
    seen,
    handlers: {
      event: (e: { events: readonly string[]; payload: unknown }) => seen.push(`event ${e.events[0]} ${JSON.stringify(e.payload)}`),
      error: () => seen.push('error'),
      reconnected: () => seen.push('reconnected'),
    },
  };
}

describe('appwriteRealtimeLink', () => {
  it('subscribes with the grant\'s JWT, reads the row and closes cleanly', async () => {
    const { sdk, log, realtimeCallbacks } = fakeSdk({ getRow: () => Promise.resolve({ $id: 'u1', points: 42 }) });
    const { seen, handlers } = recordingHandlers();
    const handle = await appwriteRealtimeLink(() => Promise.resolve(sdk)).open(GRANT, handlers);
    expect(log).toEqual([
      'endpoint https://appwrite.example/v1',
      'project proj',
      'jwt jwt-1',
      'subscribe tablesdb.main.tables.user_points.rows.u1 databases.main.tables.user_points.rows.u1',
    ]);
    expect(await handle.readRow()).toBe(42);
    realtimeCallbacks.event?.({ events: ['databases.main.tables.user_points.rows.u1.update'], payload: { points: 43 } });
    expect(seen).toEqual(['event databases.main.tables.user_points.rows.u1.update {"points":43}']);
    await handle.close();
    expect(log.slice(-2)).toEqual(['unsubscribe', 'disconnect']);
    // closing is not a dropped connection
    expect(seen).not.toContain('error');
  });

  it('reads a missing row (404) as null and passes other failures on', async () => {
    const missing = fakeSdk({ getRow: () => Promise.reject(new realSdk.AppwriteException('Row not found', 404, 'row_not_found')) });
    const handle = await appwriteRealtimeLink(() => Promise.resolve(missing.sdk)).open(GRANT, recordingHandlers().handlers);
    expect(await handle.readRow()).toBeNull();
    const broken = fakeSdk({ getRow: () => Promise.reject(new realSdk.AppwriteException('Server Error', 500, 'general_server_error')) });
    const other = await appwriteRealtimeLink(() => Promise.resolve(broken.sdk)).open(GRANT, recordingHandlers().handlers);
    await expect(other.readRow()).rejects.toThrow('Server Error');
  });

  it('reports a dropped connection once, and says when it is back', async () => {
    const { sdk, realtimeCallbacks } = fakeSdk({ getRow: () => Promise.resolve(null) });
    const { seen, handlers } = recordingHandlers();
    await appwriteRealtimeLink(() => Promise.resolve(sdk)).open(GRANT, handlers);
    realtimeCallbacks.error?.();
    realtimeCallbacks.close?.();
    realtimeCallbacks.open?.();
    realtimeCallbacks.open?.();
    expect(seen).toEqual(['error', 'reconnected']);
  });
});
