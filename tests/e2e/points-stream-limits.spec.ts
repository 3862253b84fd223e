// Live points streams are bounded (issue 8, hole 5): 50 streams opened at once from one account get 5
// open streams and 45 answers of 429, at once; closing streams frees their places.
import { expect, test } from './support/test.ts';
import { createPerson, signInWithForm } from './support/accounts.ts';
import { openGet } from './support/raw-http.ts';

/**
 * The streams come from a loopback address of their own (Linux answers all of 127.0.0.0/8): the per-address
 * limit (20) counts every stream from 127.0.0.1, where the browser tests running beside this one open theirs.
 */
const localAddress = '127.0.0.77';

test('50 streams from one account: at most 5 open, the rest answered 429 at once', async ({ baseURL, playwright }) => {
  const person = await createPerson('free');
  const client = await playwright.request.newContext({ baseURL });
  await signInWithForm(client, baseURL!, person);
  const cookie = (await client.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await client.dispose();

  const streams = await Promise.all(Array.from({ length: 50 }, () => openGet(`${baseURL}/api/points/stream`, { cookie }, { localAddress })));
  try {
    const statuses = streams.map(({ response }) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const open = streams.find(({ response }) => response.statusCode === 200)!;
    expect(open.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  } finally {
    for (const { request } of streams) request.destroy();
  }
  // The places come back once those connections are gone.
  await expect(async () => {
    const again = await openGet(`${baseURL}/api/points/stream`, { cookie }, { localAddress });
    again.request.destroy();
    expect(again.response.statusCode).toBe(200);
  }).toPass({ timeout: 10_000 });
});
