// The process's one registry of open live streams (services/live-streams.ts), kept under a global symbol like
// the other per-process singletons, so every copy of this module in one process finds the same registry.
import { createLiveStreams, type LiveStreams } from '../services/live-streams.ts';

const REGISTRY = Symbol.for('leadership-platform.live-streams');

type WithRegistry = typeof globalThis & { [REGISTRY]?: LiveStreams };

export function liveStreams(): LiveStreams {
  const holder = globalThis as WithRegistry;
  holder[REGISTRY] ??= createLiveStreams();
  return holder[REGISTRY];
}

/** Ends the open streams of an account in this process (after its sessions were ended). */
export function endLiveStreamsOf(userId: string): void {
  liveStreams().endAllOf(userId);
}
