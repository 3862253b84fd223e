// $points in Appwrite mode: the Appwrite Realtime source driven through a fake link (playing the SDK) and
// a fake clock. It must keep the store's contract exactly as the SSE source does: updates, 0 when the row
// is missing or deleted, 0 on errors, and nothing left running after sign-out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeGrant } from '#/domain/realtime-grant.ts';
import {
  appwritePointsSource,
  MIN_RENEW_MS,
  RETRY_MS,
  type Clock,
  type RealtimeLink,
  type RealtimeLinkHandle,
  type RealtimeLinkHandlers,
} from '#/lib/appwrite-points-source.ts';
import { RealtimeGrantRefused } from '#/lib/realtime-grant-client.ts';
import { $points, $pointsLive, $pointsVersion, followPoints, stopFollowingPoints } from '#/stores/points.ts';
import { setSignedIn, setSignedOut, type BrowserUser } from '#/stores/session.ts';

const ADA: BrowserUser = { id: 'u1', displayName: 'Ada', isAdmin: false, isPaid: true, isCorporateMember: false, isIndividualPaid: true };
const START = Date.parse('2026-11-22T10:00:00.000Z');
const LIFE_MS = 900_000;

/** A clock whose time only moves when the test says so, firing due timers in order. */
class FakeClock implements Clock {
  time = START;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  now = (): number => this.time;
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown): void => {
    this.timers.delete(handle as number);
  };
  get pending(): number {
    return this.timers.size;
  }
  /** Moves time forward, running timers as they come due, and lets their promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
      await settle();
    }
    this.time = end;
  }
}

/** Lets queued promise callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

interface FakeSubscription {
  grant: RealtimeGrant;
  handlers: RealtimeLinkHandlers;
  closed: boolean;
}

/** Plays the Appwrite SDK: records subscriptions, serves the row, lets the test send events. */
class FakeLink implements RealtimeLink {
  subscriptions: FakeSubscription[] = [];
  /** The row's points as a getRow would read them; null = no row (404). */
  row: number | null = 0;
  failReads = false;
  failOpen = false;

  open(grant: RealtimeGrant, handlers: RealtimeLinkHandlers): Promise<RealtimeLinkHandle> {
    if (this.failOpen) return Promise.reject(new Error('socket refused'));
    const subscription: FakeSubscription = { grant, handlers, closed: false };
    this.subscriptions.push(subscription);
    return Promise.resolve({
      readRow: () => (this.failReads ? Promise.reject(new Error('read failed')) : Promise.resolve(this.row)),
      close: () => {
        subscription.closed = true;
        return Promise.resolve();
      },
    });
  }

  get live(): FakeSubscription[] {
    return this.subscriptions.filter((s) => !s.closed);
  }

  /** Sends a row event to every open subscription, as the server would on a change. */
  emit(action: 'create' | 'update' | 'delete', points: number, version?: number): void {
    for (const s of this.live) {
      s.handlers.event({ events: [`databases.main.tables.user_points.rows.u1.${action}`, 'databases.*.tables.*.rows.*'], payload: { $id: 'u1', points, version } });
    }
  }
}

let clock: FakeClock;
let link: FakeLink;
let grantsAsked: number;
let grantFailure: Error | null;

function grantAt(now: number): RealtimeGrant {
  return {
    endpoint: 'https://appwrite.example/v1',
    projectId: 'p',
    databaseId: 'main',
    tableId: 'user_points',
    rowId: 'u1',
    jwt: `jwt-${grantsAsked}`,
    expiresAt: new Date(now + LIFE_MS).toISOString(),
  };
}

async function follow(): Promise<void> {
  followPoints(
    appwritePointsSource({
      fetchGrant: () => {
        grantsAsked += 1;
        return grantFailure ? Promise.reject(grantFailure) : Promise.resolve(grantAt(clock.now()));
      },
      link,
      clock,
    }),
  );
  await settle();
}

beforeEach(() => {
  clock = new FakeClock();
  link = new FakeLink();
  grantsAsked = 0;
  grantFailure = null;
  setSignedIn(ADA);
  $pointsLive.set(false);
});

afterEach(() => {
  stopFollowingPoints();
});

describe('subscribing', () => {
  it('subscribes with a fresh grant and reads the current balance at once', async () => {
    link.row = 70;
    await follow();
    expect(grantsAsked).toBe(1);
    expect(link.live).toHaveLength(1);
    expect(link.live[0]?.grant.jwt).toBe('jwt-1');
    expect($points.get()).toBe(70);
    expect($pointsLive.get()).toBe(true);
  });

  it('reads 0 when there is no row yet', async () => {
    link.row = null;
    await follow();
    expect($points.get()).toBe(0);
    expect($pointsLive.get()).toBe(true);
  });
});

describe('events', () => {
  it('follows create and update events of the row', async () => {
    await follow();
    link.emit('create', 10);
    expect($points.get()).toBe(10);
    link.emit('update', 135);
    expect($points.get()).toBe(135);
  });

  it('passes on the row’s version, which the live award toasts follow (a badge moves only the version)', async () => {
    await follow();
    expect($pointsVersion.get()).toBeNull();
    link.emit('update', 135, 7);
    expect([$points.get(), $pointsVersion.get()]).toEqual([135, 7]);
    link.emit('update', 135, 8);
    expect($pointsVersion.get()).toBe(8);
  });

  it('resets to 0 when the row is deleted', async () => {
    await follow();
    link.emit('update', 135);
    link.emit('delete', 135);
    expect($points.get()).toBe(0);
  });

  it.each([
    ['a negative balance', -5],
    ['text', 'lots'],
    ['nothing', undefined],
  ])('reads a garbage value (%s) as 0', async (_label, garbage) => {
    await follow();
    link.emit('update', 120);
    for (const s of link.live) s.handlers.event({ events: ['databases.main.tables.user_points.rows.u1.update'], payload: { points: garbage } });
    expect($points.get()).toBe(0);
  });
});

describe('reads and events', () => {
  it('a row read that an event overtook does not put back the older balance', async () => {
    let finishRead: (points: number) => void = () => undefined;
    const slowLink: RealtimeLink = {
      open: async (grant, handlers) => {
        const handle = await link.open(grant, handlers);
        return { ...handle, readRow: () => new Promise<unknown>((resolve) => (finishRead = resolve)) };
      },
    };
    followPoints(appwritePointsSource({ fetchGrant: () => Promise.resolve(grantAt(clock.now())), link: slowLink, clock }));
    await settle();
    link.emit('update', 200);
    finishRead(150);
    await settle();
    expect($points.get()).toBe(200);
  });
});

describe('renewing the JWT', () => {
  it('asks for a new grant at 80% of its life, subscribes with it, then closes the old subscription', async () => {
    await follow();
    const first = link.subscriptions[0]!;
    await clock.advance(LIFE_MS * 0.8 - 1);
    expect(grantsAsked).toBe(1);
    await clock.advance(1);
    expect(grantsAsked).toBe(2);
    expect(link.subscriptions).toHaveLength(2);
    expect(link.subscriptions[1]?.grant.jwt).toBe('jwt-2');
    expect(first.closed).toBe(true);
    expect(link.live).toHaveLength(1);
    // and reads the balance again, in case a change fell between the two subscriptions
    link.row = 300;
    await clock.advance(LIFE_MS * 0.8);
    expect($points.get()).toBe(300);
  });

  it('keeps renewing, one live subscription at a time', async () => {
    await follow();
    await clock.advance(LIFE_MS * 0.8 * 5);
    expect(grantsAsked).toBe(6);
    expect(link.live).toHaveLength(1);
    expect(clock.pending).toBe(1);
  });

  it('events from the replaced subscription are ignored', async () => {
    await follow();
    const first = link.subscriptions[0]!;
    await clock.advance(LIFE_MS * 0.8);
    link.emit('update', 50);
    first.handlers.event({ events: ['databases.main.tables.user_points.rows.u1.update'], payload: { points: 9999 } });
    expect($points.get()).toBe(50);
  });

  it('never renews sooner than the floor, even for a grant that is nearly spent', async () => {
    await follow();
    expect(clock.pending).toBe(1);
    // a second source whose grant expires in one second
    stopFollowingPoints();
    followPoints(appwritePointsSource({ fetchGrant: () => Promise.resolve({ ...grantAt(clock.now()), expiresAt: new Date(clock.now() + 1000).toISOString() }), link, clock }));
    await settle();
    const subscriptions = link.subscriptions.length;
    await clock.advance(MIN_RENEW_MS - 1);
    expect(link.subscriptions).toHaveLength(subscriptions);
  });
});

describe('errors', () => {
  it('reads 0 on a connection error, and reads the row again when the connection comes back', async () => {
    link.row = 80;
    await follow();
    expect($points.get()).toBe(80);
    link.live[0]?.handlers.error();
    expect($points.get()).toBe(0);
    expect($pointsLive.get()).toBe(true);
    link.row = 90;
    link.live[0]?.handlers.reconnected();
    await settle();
    expect($points.get()).toBe(90);
  });

  it('asks for a new grant at once when the connection drops after the JWT has expired', async () => {
    await follow();
    // the renewal timer was throttled (a sleeping laptop): time jumps past expiry without it firing
    clock.time += LIFE_MS + 1;
    link.live[0]?.handlers.error();
    await clock.advance(0);
    expect(grantsAsked).toBe(2);
    expect(link.live).toHaveLength(1);
  });

  it('reads 0 when no grant can be had, and tries again with growing waits', async () => {
    grantFailure = new RealtimeGrantRefused('server down', true);
    $points.set(40);
    await follow();
    expect($points.get()).toBe(0);
    expect($pointsLive.get()).toBe(true);
    await clock.advance(RETRY_MS[0]);
    expect(grantsAsked).toBe(2);
    await clock.advance(RETRY_MS[0]);
    expect(grantsAsked).toBe(2);
    await clock.advance(RETRY_MS[1] - RETRY_MS[0]);
    expect(grantsAsked).toBe(3);
    grantFailure = null;
    link.row = 12;
    await clock.advance(RETRY_MS[2]);
    expect(grantsAsked).toBe(4);
    expect($points.get()).toBe(12);
  });

  it('gives up when the server says asking again cannot help (signed out, not Appwrite mode)', async () => {
    grantFailure = new RealtimeGrantRefused('409', false);
    await follow();
    expect($points.get()).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('reads 0 when the socket cannot be opened, then retries', async () => {
    link.failOpen = true;
    await follow();
    expect($points.get()).toBe(0);
    link.failOpen = false;
    link.row = 5;
    await clock.advance(RETRY_MS[0]);
    expect($points.get()).toBe(5);
  });

  it('reads 0 when the row cannot be read', async () => {
    link.failReads = true;
    $points.set(40);
    await follow();
    expect($points.get()).toBe(0);
    expect($pointsLive.get()).toBe(true);
  });

  it('a failed renewal keeps the still-valid subscription and its balance', async () => {
    link.row = 60;
    await follow();
    grantFailure = new RealtimeGrantRefused('blip', true);
    await clock.advance(LIFE_MS * 0.8);
    expect($points.get()).toBe(60);
    expect(link.live).toHaveLength(1);
    link.emit('update', 61);
    expect($points.get()).toBe(61);
  });
});

describe('stopping', () => {
  it('signing out closes the subscription, cancels the renewal and resets the balance', async () => {
    link.row = 120;
    await follow();
    setSignedOut();
    expect(link.live).toHaveLength(0);
    expect(clock.pending).toBe(0);
    expect($points.get()).toBe(0);
    await clock.advance(LIFE_MS * 2);
    expect(grantsAsked).toBe(1);
  });

  it('a subscription that opens after sign-out is closed at once and changes nothing', async () => {
    let release: (grant: RealtimeGrant) => void = () => undefined;
    followPoints(appwritePointsSource({ fetchGrant: () => new Promise((resolve) => (release = resolve)), link, clock }));
    await settle();
    stopFollowingPoints();
    link.row = 99;
    release(grantAt(clock.now()));
    await settle();
    expect(link.live).toHaveLength(0);
    expect($points.get()).toBe(0);
  });

  it('late events after stopping are ignored', async () => {
    await follow();
    const [subscription] = link.subscriptions;
    stopFollowingPoints();
    subscription?.handlers.event({ events: ['databases.main.tables.user_points.rows.u1.update'], payload: { points: 77 } });
    subscription?.handlers.error();
    expect($points.get()).toBe(0);
  });
});
