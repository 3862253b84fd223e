// The build step that pins each prerendered page's policy to the inline code its final HTML holds, and how the
// server finds a page's policy from its file (and the build a page's file from its route).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pinPagePolicyHashes, policyForPage } from '#/server/build/page-policy-hashes.ts';
import { inlineCodeOf } from '#/server/page-html/html-scan.ts';
import { hashSource } from '#/server/web-server/content-security-policy.ts';
import { htmlFilesOfPathname, parsePagePolicies, pathnameOfHtmlFile, readPagePolicies } from '#/server/web-server/page-policies.ts';

const page = [
  '<!doctype html><html><head><style>.a{color:red}</style>',
  '<script type="module" src="/_astro/header.js"></script>',
  '<script>for(const l of x)l.media="all"</script></head>',
  '<body><SCRIPT type="module">import("/_astro/island.js")</SCRIPT>',
  '<noscript><style>[data-js]{display:none}</style></noscript>',
  '<script type="module" src=/_astro/unquoted.js></script></body></html>',
].join('');

describe('inlineCodeOf', () => {
  it('finds every inline script (not those with src) and every style, noscript ones included', () => {
    expect(inlineCodeOf(page)).toEqual({
      scripts: ['for(const l of x)l.media="all"', 'import("/_astro/island.js")'],
      styles: ['.a{color:red}', '[data-js]{display:none}'],
    });
  });
});

describe('policyForPage', () => {
  it("lists exactly the page's inline hashes, whatever Astro had listed", () => {
    const policy = policyForPage("default-src 'self'; script-src 'self' 'sha256-stale='; style-src 'self' 'sha256-stale='", page);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hashSource('for(const l of x)l.media="all"')} ${hashSource('import("/_astro/island.js")')}; ` +
        `style-src 'self' ${hashSource('.a{color:red}')} ${hashSource('[data-js]{display:none}')}`,
    );
    expect(policy).not.toContain('stale');
  });
});

describe('pinPagePolicyHashes on a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("rewrites dist/_headers.json with each page's hashes, found by its route, and the server reads them back", () => {
    dist = mkdtempSync(path.join(tmpdir(), 'page-policies-'));
    mkdirSync(path.join(dist, 'client', 'knowledge-base'), { recursive: true });
    writeFileSync(path.join(dist, 'client', 'index.html'), '<script>landing()</script>');
    writeFileSync(path.join(dist, 'client', 'knowledge-base', 'index.html'), '<style>.kb{}</style>');
    const astroPolicy = "default-src 'self'; script-src 'self' 'sha256-astro='; style-src 'self' 'sha256-astro='";
    const entries = ['/', '/knowledge-base'].map((pathname) => ({ pathname, headers: [{ key: 'Content-Security-Policy', value: astroPolicy }] }));
    writeFileSync(path.join(dist, '_headers.json'), JSON.stringify(entries));

    expect(pinPagePolicyHashes(dist, path.join(dist, 'client'))).toBe(2);
    const policies = readPagePolicies(dist);
    expect(policies.get('/')).toBe(`default-src 'self'; script-src 'self' ${hashSource('landing()')}; style-src 'self'`);
    expect(policies.get('/knowledge-base')).toBe(`default-src 'self'; script-src 'self'; style-src 'self' ${hashSource('.kb{}')}`);
    expect(parsePagePolicies(readFileSync(path.join(dist, '_headers.json'), 'utf8'))).toEqual(policies);
  });

  it('fails the build when a route in the file has no page', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'page-policies-'));
    mkdirSync(path.join(dist, 'client'));
    writeFileSync(path.join(dist, '_headers.json'), JSON.stringify([{ pathname: '/gone', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self'" }] }]));
    expect(() => pinPagePolicyHashes(dist, path.join(dist, 'client'))).toThrow(/no HTML file for the prerendered route \/gone/);
  });

  it('says to build when a server starts without the policies', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'page-policies-'));
    expect(() => readPagePolicies(dist)).toThrow(/_headers.json is missing.*npm run build/);
  });
});

describe('routes and files', () => {
  it.each([
    ['/index.html', '/'],
    ['/knowledge-base/index.html', '/knowledge-base'],
    ['/knowledge-base/how-do-streaks-work/index.html', '/knowledge-base/how-do-streaks-work'],
    ['/404.html', '/404'],
  ])('%s answers %s, and the build looks for it there', (file, pathname) => {
    expect(pathnameOfHtmlFile(file)).toBe(pathname);
    expect(htmlFilesOfPathname(pathname)).toContain(file);
  });

  it('no other file is a page', () => {
    expect(pathnameOfHtmlFile('/_astro/app.js')).toBeNull();
    expect(pathnameOfHtmlFile('/knowledge-base/search-index.json')).toBeNull();
  });
});
