// Small landing-page rules: the mobile menu's XP line (rule 10), the email-provider compose links
// (rule 19) and the streak constants the gamification section shows (rule 44).
import { describe, expect, it } from 'vitest';
import { composeLinks } from '#/domain/mail-compose.ts';
import { VISITOR_XP_LINE, mobileXpLine } from '#/domain/mobile-xp-line.ts';
import { STREAK_DAYS, STREAK_MULTIPLIER } from '#/domain/streak.ts';

describe('the mobile menu XP line', () => {
  it('visitors (and everyone while the session resolves) see the onboarding reward', () => {
    expect(VISITOR_XP_LINE).toBe('+50 XP when you complete onboarding');
    expect(mobileXpLine('visitor', 0)).toBe('+50 XP when you complete onboarding');
    expect(mobileXpLine('loading', 999)).toBe('+50 XP when you complete onboarding');
  });

  it('signed-in people, free or paid, see their live points', () => {
    expect(mobileXpLine('free', 0)).toBe('Level 1 · 0 XP');
    expect(mobileXpLine('paid', 2453)).toBe('Level 3 · 2,453 XP');
  });
});

describe('the email-provider compose links', () => {
  const links = composeLinks({ to: 'hello@example.org', subject: 'Leadership & teams', body: 'Hello,\nWe are 12 people.' });
  const byId = Object.fromEntries(links.map((l) => [l.id, l]));

  it('offers Gmail, Outlook, Yahoo Mail and the default mail app, in that order', () => {
    expect(links.map((l) => l.label)).toEqual(['Gmail', 'Outlook', 'Yahoo Mail', 'Your default mail app']);
  });

  it('prefills recipient, subject and body in each web mail compose window', () => {
    const gmail = new URL(byId.gmail!.href);
    expect(gmail.origin + gmail.pathname).toBe('https://mail.google.com/mail/');
    expect(Object.fromEntries(gmail.searchParams)).toEqual({ view: 'cm', fs: '1', to: 'hello@example.org', su: 'Leadership & teams', body: 'Hello,\nWe are 12 people.' });
    const outlook = new URL(byId.outlook!.href);
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(Object.fromEntries(outlook.searchParams)).toEqual({ to: 'hello@example.org', subject: 'Leadership & teams', body: 'Hello,\nWe are 12 people.' });
    const yahoo = new URL(byId.yahoo!.href);
    expect(yahoo.hostname).toBe('compose.mail.yahoo.com');
    expect(yahoo.searchParams.get('to')).toBe('hello@example.org');
    expect(links.filter((l) => l.external).map((l) => l.id)).toEqual(['gmail', 'outlook', 'yahoo']);
  });

  it('the mailto: link escapes spaces as %20 and line breaks as CRLF, keeping & out of the query', () => {
    expect(byId.default!.href).toBe('mailto:hello@example.org?subject=Leadership%20%26%20teams&body=Hello%2C%0D%0AWe%20are%2012%20people.');
  });
});

describe('the streak', () => {
  it('is 7 days for a 1.5× multiplier', () => {
    expect([STREAK_DAYS, STREAK_MULTIPLIER]).toEqual([7, 1.5]);
  });
});
