// The answer to a form post that must send the browser to another origin (a provider's sign-in page, for
// "Link <provider>" on /profile). The policy's `form-action 'self'` covers every redirect of a form's
// navigation, so a 303 to the provider would be refused (Chromium blocks it, whatever hops come between).
// Instead the post is answered with a tiny page of our own that moves on by itself (a meta refresh: a new
// navigation, not the form's, and no script), with a link for a browser that does not.

/** Text safe inside an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An http(s) URL only: anything else (javascript:, data:) would be followed by the refresh. */
function navigableUrl(location: string): string {
  const url = new URL(location);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) address to continue to: ${url.protocol}`);
  return url.href;
}

/** A page that takes the browser on to `location`, naming where (`destination`, e.g. "Google"). */
export function continueToPage(location: string, destination: string): Response {
  const href = escapeHtml(navigableUrl(location));
  const name = escapeHtml(destination);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url='${href}'">
<meta name="robots" content="noindex">
<title>Continuing to ${name}…</title>
</head>
<body>
<p>Continuing to ${name}… <a href="${href}">Continue to ${name}</a></p>
</body>
</html>
`;
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
