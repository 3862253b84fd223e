// The phone's sideways tab rows open on the current page's tab (src/lib/tab-strip.ts).
import { describe, expect, it } from 'vitest';
import { scrollLeftShowing } from '#/lib/tab-strip.ts';

const ROW = { left: 0, width: 360, padding: 32, scrollLeft: 0 };

describe('scrollLeftShowing', () => {
  it('leaves the row where it is while the current tab shows clear of the faded edges', () => {
    expect(scrollLeftShowing(ROW, { left: 150, width: 80 })).toBe(0);
  });

  it('centres a tab that starts off the right edge', () => {
    expect(scrollLeftShowing(ROW, { left: 600, width: 80 })).toBe(600 - 140);
  });

  it('centres a tab under a faded edge, counting what is already scrolled', () => {
    expect(scrollLeftShowing({ ...ROW, scrollLeft: 200 }, { left: 10, width: 80 })).toBe(200 + 10 - 140);
  });
});
