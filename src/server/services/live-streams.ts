// The live connections (server-sent event streams) each account holds open in this process, so that ending
// an account's sessions (a suspension, "sign out everywhere") also ends its open streams at once, instead of
// at their next session check. Streams live on the process that serves them; a stream on another process
// ends at its own next check (points-stream.ts re-checks the session every 20 seconds).
export interface LiveStreams {
  /** Registers a stream's `end` function; returns the function that unregisters it (when it ends by itself). */
  add(userId: string, end: () => void): () => void;
  /** Ends every open stream of the account; returns how many there were. */
  endAllOf(userId: string): number;
}

export function createLiveStreams(): LiveStreams {
  const byUser = new Map<string, Set<() => void>>();
  return {
    add(userId, end) {
      let ends = byUser.get(userId);
      if (!ends) {
        ends = new Set();
        byUser.set(userId, ends);
      }
      ends.add(end);
      return () => {
        const held = byUser.get(userId);
        held?.delete(end);
        if (held?.size === 0) byUser.delete(userId);
      };
    },
    endAllOf(userId) {
      const ends = [...(byUser.get(userId) ?? [])];
      byUser.delete(userId);
      for (const end of ends) end();
      return ends.length;
    },
  };
}
