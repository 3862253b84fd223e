// After the learner's own award has been shown (src/lib/live-awards.ts), the parts of the page that depend on
// it (marked `data-live-refresh`, each with an id) are read again from the server and swapped in place, so
// the board, the badges or the points page change without a reload, in embedded and Appwrite mode alike. The
// HTML is our own page's, rendered by the server with every user text escaped; scripts in it never run.

/** The page's live parts, read again and replaced; resolves false when nothing could be refreshed. */
export async function refreshLiveRegions(doc: Document = document, load: (url: string) => Promise<Response> = (url) => fetch(url, { credentials: 'same-origin' })): Promise<boolean> {
  const regions = [...doc.querySelectorAll<HTMLElement>('[data-live-refresh][id]')];
  if (regions.length === 0) return false;
  let html: string;
  try {
    const response = await load(doc.location.href);
    if (!response.ok) return false;
    html = await response.text();
  } catch {
    return false;
  }
  // Only the body is read: the live parts are there, and the new rendering's <head> carries its own inline CSS,
  // whose hash this page's Content-Security-Policy does not list (Chromium reports even a parsed, never applied
  // <style> as a violation).
  const bodyStart = html.search(/<body[\s>]/i);
  const fresh = new DOMParser().parseFromString(bodyStart === -1 ? html : html.slice(bodyStart), 'text/html');
  let replaced = false;
  for (const region of regions) {
    const update = fresh.getElementById(region.id);
    if (!update) continue;
    region.replaceChildren(...[...update.childNodes].map((node) => doc.importNode(node, true)));
    replaced = true;
  }
  return replaced;
}
