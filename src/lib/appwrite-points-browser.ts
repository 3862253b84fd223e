// $points' source in Appwrite mode, as the app shell uses it: our token endpoint, the Appwrite web SDK and
// the browser's clock. The shell imports this module dynamically, and only in Appwrite mode.
import type { PointsSource } from '#/stores/points.ts';
import { appwritePointsSource } from './appwrite-points-source.ts';
import { appwriteRealtimeLink } from './appwrite-realtime-link.ts';
import { fetchRealtimeGrant } from './realtime-grant-client.ts';

export function browserAppwritePointsSource(): PointsSource {
  return appwritePointsSource({
    fetchGrant: () => fetchRealtimeGrant(),
    link: appwriteRealtimeLink(),
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  });
}
