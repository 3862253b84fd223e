// Keeps Tab inside a modal dialog: showModal makes the page behind inert, but Tab can still leave for the
// browser's own controls; this wraps it from the last control to the first and back.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Which control Tab (or Shift+Tab) should move to when it would leave the list, or null to let it move. */
export function wrappedTarget<T>(controls: readonly T[], active: unknown, backwards: boolean): T | null {
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (first === undefined || last === undefined) return null;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}

export function wrapTabInside(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const target = wrappedTarget(controls, document.activeElement, event.shiftKey);
    if (target !== null) {
      event.preventDefault();
      target.focus();
    }
  });
}
