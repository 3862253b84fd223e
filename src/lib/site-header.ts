// The public header's behaviour, without React (it is the only script a visitor's phone runs before they
// touch the page): who is signed in (from the page or /api/session), the white header after 20 px of
// scrolling, the mobile menu, and the menu's XP line (rule 10).
import type { HeaderViewer } from '#/domain/mobile-xp-line.ts';
import { showMemberXpLine } from './member-xp-line.ts';
import { $session, loadSession, type SessionState } from '#/stores/session.ts';

/** Rule 44: the header changes after 20 px of scrolling. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export function viewerOf(state: SessionState): HeaderViewer {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'signed-out') return 'visitor';
  return state.user.isPaid ? 'paid' : 'free';
}

function isViewer(value: string | undefined): value is Exclude<HeaderViewer, 'loading'> {
  return value === 'visitor' || value === 'free' || value === 'paid';
}

/** Shows the account links for `viewer` and tells the page (html[data-viewer]) so CSS can follow it. */
function showViewer(header: HTMLElement, viewer: HeaderViewer): void {
  const part = (name: string) => header.querySelector<HTMLElement>(`[data-auth="${name}"]`);
  const set = (name: string, hidden: boolean) => {
    const el = part(name);
    if (el) el.hidden = hidden;
  };
  set('loading', viewer !== 'loading');
  set('signed-out', viewer !== 'visitor');
  set('signed-in', viewer !== 'free' && viewer !== 'paid');
  const upgrade = header.querySelector<HTMLElement>('[data-auth-upgrade]');
  if (upgrade) upgrade.hidden = viewer === 'paid';
  document.documentElement.dataset.viewer = viewer;
}

function followScroll(header: HTMLElement): void {
  const update = () => header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
}

function mountMobileMenu(header: HTMLElement): void {
  const button = header.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const setOpen = (open: boolean, returnFocus = false) => {
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
    if (!open && returnFocus) button.focus();
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  // Following an in-page link closes the menu, so the section is not hidden behind it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false, true);
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !header.contains(event.target as Node)) setOpen(false);
  });
}

/** Wires the header; `data-viewer` on it means the server already knew who was asking. */
export function mountSiteHeader(header: HTMLElement): void {
  followScroll(header);
  mountMobileMenu(header);

  const xpLine = header.querySelector<HTMLElement>('[data-xp-line]');
  let following = false;
  const become = (viewer: HeaderViewer) => {
    showViewer(header, viewer);
    // The page is built with the visitor's XP line; members see their live balance instead, so only they
    // open the points stream. (Loaded statically: an import() would pull in Vite's ~0.9 KB preload helper.)
    if ((viewer === 'free' || viewer === 'paid') && xpLine && !following) {
      following = true;
      showMemberXpLine(xpLine, viewer);
    }
  };

  const known = header.dataset.viewer;
  if (isViewer(known)) {
    become(known);
    return;
  }
  $session.subscribe((state) => become(viewerOf(state)));
  void loadSession();
}
