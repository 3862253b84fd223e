// The browser side of the pathfinder request Action: every answer becomes an outcome the form can show.
import { describe, expect, it, vi } from 'vitest';
import { createPathfinderSender, isSafeRedirect, redirectInLocale, type PathfinderCall } from '#/lib/pathfinder-client.ts';

const BASE = 'https://leaders.example/';
const answer = (result: Awaited<ReturnType<PathfinderCall>>) => vi.fn<PathfinderCall>(async () => result);
const inputError = (fields: Record<string, string[]>) => ({ error: { type: 'AstroActionInputError', status: 400, message: 'Failed to validate', fields } });

describe('pathfinder sender', () => {
  it('calls the Action with the payload and follows the redirect it is given', async () => {
    const call = answer({ data: { redirect: 'https://booking.example/x' } });
    const outcome = await createPathfinderSender(call, BASE)({ name: 'Ada' });
    expect(outcome).toEqual({ kind: 'stored', redirect: 'https://booking.example/x' });
    expect(call).toHaveBeenCalledWith({ name: 'Ada' });
  });

  it('returns field messages from an input error', async () => {
    const outcome = await createPathfinderSender(answer(inputError({ email: ['Email is required'] })), BASE)({});
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'Email is required' } });
  });

  it("returns the server's words when it refuses (429)", async () => {
    const outcome = await createPathfinderSender(answer({ error: { status: 429, message: 'Too many requests.' } }), BASE)({});
    expect(outcome).toEqual({ kind: 'refused', message: 'Too many requests.' });
  });

  it('fails on a server fault, a network error, a timeout, or an unsafe redirect', async () => {
    expect(await createPathfinderSender(answer({ error: { status: 500, message: 'Something went wrong' } }), BASE)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(vi.fn<PathfinderCall>(() => Promise.reject(new TypeError('Failed to fetch'))), BASE)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(vi.fn<PathfinderCall>(() => new Promise(() => undefined)), BASE, 20)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(answer({ data: { redirect: 'javascript:alert(1)' } }), BASE)({})).toEqual({ kind: 'failed' });
  });

  it('only redirects to http(s) pages', () => {
    expect(isSafeRedirect('/pathfinder/requested', BASE)).toBe(true);
    expect(isSafeRedirect('https://cal.example/book', BASE)).toBe(true);
    expect(isSafeRedirect('javascript:alert(1)', BASE)).toBe(false);
    expect(isSafeRedirect('data:text/html,hi', BASE)).toBe(false);
  });
});

describe('the page after a request, in the form\'s language', () => {
  const base = 'https://example.org/fr/';
  it('sends a French page to our own "request received" page in French', () => {
    expect(redirectInLocale('/pathfinder/requested', 'fr', base)).toBe('/fr/pathfinder/requested');
    expect(redirectInLocale('https://example.org/pathfinder/requested?x=1', 'fr', base)).toBe('/fr/pathfinder/requested?x=1');
  });
  it('leaves an English page, and any other booking page, as they are', () => {
    expect(redirectInLocale('/pathfinder/requested', 'en', base)).toBe('/pathfinder/requested');
    expect(redirectInLocale('https://calendly.com/ours/pathfinder/requested', 'fr', base)).toBe('https://calendly.com/ours/pathfinder/requested');
    expect(redirectInLocale('/book', 'fr', base)).toBe('/book');
  });
});
