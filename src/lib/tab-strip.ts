// A sideways-scrolling row of tabs opens with the current page's tab in view: on a phone the later tabs (Forum,
// Profile, Admin; Mentoring, Capstone) start off-screen, and a page whose own tab is hidden looks like another page.
// It only moves the row (never the page, never focus), at once, so there is no motion to reduce.

interface Span {
  left: number;
  width: number;
}

/**
 * The scrollLeft that shows `tab` in `row`: unchanged while the tab already shows clear of the row's faded edges
 * (`padding`, its scroll padding), else the one that centres it (the browser clamps it to the row's ends).
 */
export function scrollLeftShowing(row: Span & { scrollLeft: number; padding: number }, tab: Span): number {
  const clear = tab.left >= row.left + row.padding && tab.left + tab.width <= row.left + row.width - row.padding;
  if (clear) return row.scrollLeft;
  return Math.round(row.scrollLeft + (tab.left - row.left) - (row.width - tab.width) / 2);
}

/** Scrolls `strip` so its `aria-current="page"` link shows; a row that does not scroll (or is hidden) is left alone. */
export function showCurrentTab(strip: HTMLElement): void {
  const current = strip.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || strip.scrollWidth <= strip.clientWidth) return;
  const { left, width } = strip.getBoundingClientRect();
  const padding = Number.parseFloat(getComputedStyle(strip).scrollPaddingInlineStart) || 0;
  const scrollLeft = scrollLeftShowing({ left, width, padding, scrollLeft: strip.scrollLeft }, current.getBoundingClientRect());
  if (scrollLeft !== strip.scrollLeft) strip.scrollTo({ left: scrollLeft, behavior: 'instant' });
}
