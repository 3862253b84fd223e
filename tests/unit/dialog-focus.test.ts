// Tab stays inside a modal dialog (the edit post dialog): from the last control it wraps to the first, and
// Shift+Tab from the first to the last; anywhere else Tab moves on as usual.
import { describe, expect, it } from 'vitest';
import { wrappedTarget } from '#/lib/dialog-focus.ts';

describe('wrappedTarget', () => {
  const controls = ['close', 'title', 'body', 'save', 'cancel'];

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    expect(wrappedTarget(controls, 'cancel', false)).toBe('close');
    expect(wrappedTarget(controls, 'close', true)).toBe('cancel');
  });

  it('lets Tab move on everywhere else', () => {
    expect(wrappedTarget(controls, 'title', false)).toBeNull();
    expect(wrappedTarget(controls, 'cancel', true)).toBeNull();
    expect(wrappedTarget([], 'anything', false)).toBeNull();
  });
});
