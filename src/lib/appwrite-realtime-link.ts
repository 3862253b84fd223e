// The real RealtimeLink: the Appwrite web SDK (26.2.0, the version paired with server 1.9), loaded only
// when a page in Appwrite mode asks for it, so embedded pages never download it. Each grant gets its
// own Client and Realtime (one socket), because the SDK sends the JWT only when a socket opens.
import type * as AppwriteSdk from 'appwrite';
import type { RealtimeGrant } from '#/domain/realtime-grant.ts';
import type { RealtimeLink, RealtimeLinkHandle } from './appwrite-points-source.ts';

// A type-only import: erased from the bundle, so the SDK is only ever loaded by the dynamic import below.
type Sdk = typeof AppwriteSdk;

/**
 * The channels of one row. Appwrite 1.9 names TablesDB channels `tablesdb.<db>.tables.<t>.rows.<r>` (the
 * SDK's `Channel.tablesdb` helper, and the docs' channel table); servers from the 1.8 line name them
 * `databases.<db>.tables.<t>.rows.<r>`. Subscribing to both costs nothing (one socket, one callback per
 * event) and keeps points live on either.
 */
export function pointsRowChannels(sdk: Pick<Sdk, 'Channel'>, grant: Pick<RealtimeGrant, 'databaseId' | 'tableId' | 'rowId'>): string[] {
  return [
    sdk.Channel.tablesdb(grant.databaseId).table(grant.tableId).row(grant.rowId).toString(),
    `databases.${grant.databaseId}.tables.${grant.tableId}.rows.${grant.rowId}`,
  ];
}

export function appwriteRealtimeLink(loadSdk: () => Promise<Sdk> = () => import('appwrite')): RealtimeLink {
  return {
    async open(grant, handlers): Promise<RealtimeLinkHandle> {
      const sdk = await loadSdk();
      const client = new sdk.Client().setEndpoint(grant.endpoint).setProject(grant.projectId).setJWT(grant.jwt);
      const realtime = new sdk.Realtime(client);
      let closing = false;
      let dropped = false;
      const drop = (): void => {
        if (closing || dropped) return;
        dropped = true;
        handlers.error();
      };
      // The SDK reconnects by itself after an error or an unexpected close; onOpen then says it is back.
      realtime.onError(drop);
      realtime.onClose(drop);
      realtime.onOpen(() => {
        if (closing || !dropped) return;
        dropped = false;
        handlers.reconnected();
      });
      const subscription = await realtime.subscribe(pointsRowChannels(sdk, grant), (event) => {
        if (!closing) handlers.event({ events: event.events, payload: event.payload });
      });
      const tables = new sdk.TablesDB(client);
      return {
        async readRow(): Promise<unknown> {
          try {
            const row = await tables.getRow({ databaseId: grant.databaseId, tableId: grant.tableId, rowId: grant.rowId });
            return (row as { points?: unknown }).points;
          } catch (error) {
            if (error instanceof sdk.AppwriteException && error.code === 404) return null;
            throw error;
          }
        },
        async close(): Promise<void> {
          closing = true;
          try {
            await subscription.unsubscribe();
          } finally {
            await realtime.disconnect();
          }
        },
      };
    },
  };
}

