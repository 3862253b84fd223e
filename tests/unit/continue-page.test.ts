// The page that answers a form post bound for another origin: it moves on by a meta refresh (no script, no
// redirect the form's policy would refuse), escapes what it prints, and follows only http(s) addresses.
import { describe, expect, it } from 'vitest';
import { continueToPage } from '#/server/route-handlers/continue-page.ts';

describe('continueToPage', () => {
  it('answers 200, never cached, with a refresh and a link to the address, and no script or style', async () => {
    const response = continueToPage('https://accounts.example/auth?client_id=a&state=b', 'Google');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url='https://accounts.example/auth?client_id=a&amp;state=b'">`);
    expect(html).toContain('<a href="https://accounts.example/auth?client_id=a&amp;state=b">Continue to Google</a>');
    expect(html).toContain('<title>Continuing to Google…</title>');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('cannot be broken out of: quotes and angle brackets in the address or the name are escaped', async () => {
    const html = await continueToPage(`https://idp.example/auth?x='"><script>alert(1)</script>`, '<b>"Evil"</b>').text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    // The URL parser percent-encodes the quotes and brackets of a query; the name is entity-escaped.
    expect(html).toContain("url='https://idp.example/auth?x=%27%22%3E%3Cscript%3Ealert(1)%3C/script%3E'");
    expect(html).toContain('Continue to &lt;b&gt;&quot;Evil&quot;&lt;/b&gt;</a>');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url'])('refuses to continue to %s', (location) => {
    expect(() => continueToPage(location, 'Google')).toThrow();
  });
});
