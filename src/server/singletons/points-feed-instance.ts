// The process's one PointsFeed, on the server's Backend.
import { getBackend } from '../config.ts';
import { createPointsFeed, type PointsFeed } from '../services/points-feed.ts';

let feed: Promise<PointsFeed> | null = null;

export function getPointsFeed(): Promise<PointsFeed> {
  feed ??= getBackend().then((backend) => createPointsFeed(backend.store));
  return feed;
}
