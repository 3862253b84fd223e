// The live award toasts (rule 25 and the points page's promise): whenever the learner's points row reports a
// newer version than the one this browser has shown, ask the server what happened since (an Action, the
// same in embedded and Appwrite mode) and show each award, level, rank and badge as a toast. The version
// last shown is kept in the tab's session storage, so awards made while moving between pages (a form that
// redirects) are still shown on the next page, and nothing is shown twice.
import type { ReadableAtom } from 'nanostores';

export interface LiveToast {
  readonly kind: 'xp' | 'level' | 'rank' | 'badge';
  readonly text: string;
}

export interface LiveAwardsOptions {
  readonly userId: string;
  /** The version the page was rendered with. */
  readonly renderedVersion: number;
  /** The live version ($pointsVersion). */
  readonly version: ReadableAtom<number | null>;
  /** Asks the server for the awards after `since`; null when it could not answer. */
  readonly fetchAwards: (since: number) => Promise<{ version: number; toasts: readonly LiveToast[] } | null>;
  readonly show: (toast: LiveToast) => void;
  /** Called once the toasts of an answer with news have been shown (the page then refreshes its live parts). */
  readonly onNews?: () => void;
  /** The tab's session storage, or null when the browser refuses it (then memory only). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Starts following; returns the function that stops it. */
export function followLiveAwards(options: LiveAwardsOptions): () => void {
  const key = `awards-seen:${options.userId}`;
  const stored = Number(options.storage?.getItem(key) ?? Number.NaN);
  // A first visit starts from the page's version: old awards are history, not news.
  let seen = Number.isSafeInteger(stored) && stored >= 0 ? stored : options.renderedVersion;
  let asking = false;
  let wanted = Math.max(seen, options.renderedVersion);
  let stopped = false;

  const remember = (version: number) => {
    seen = version;
    try {
      options.storage?.setItem(key, String(version));
    } catch {
      // A full or refused storage only means a later page may repeat a toast.
    }
  };

  const catchUp = async (): Promise<void> => {
    if (asking || stopped || wanted <= seen) return;
    asking = true;
    const target = wanted;
    let answered = false;
    try {
      const answer = await options.fetchAwards(seen);
      if (answer && !stopped) {
        for (const toast of answer.toasts) options.show(toast);
        remember(Math.max(answer.version, seen));
        if (answer.toasts.length > 0) options.onNews?.();
        answered = true;
      }
    } catch {
      // Offline or refused: the next change asks again from the same version (never in a loop).
    } finally {
      asking = false;
    }
    // The server's word is final for what was wanted before asking (a row made anew may count from 0 again);
    // a change that arrived while asking is caught up now.
    if (answered && seen < target) wanted = Math.max(seen, wanted === target ? seen : wanted);
    if (answered && !stopped && wanted > seen) void catchUp();
  };

  if (!(Number.isSafeInteger(stored) && stored >= 0)) remember(seen);
  void catchUp();
  const unsubscribe = options.version.subscribe((version) => {
    if (version === null || version <= wanted) return;
    wanted = version;
    void catchUp();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
