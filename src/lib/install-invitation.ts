// The install invitation's behaviour (src/components/app/InstallInvitation.astro): keeps the browser's
// `beforeinstallprompt` for later, puts the card in the page when the rule allows
// (src/domain/install-invitation.ts), and opens the browser's own install dialog only when the person presses
// Install.
import { shouldInviteToInstall } from '#/domain/install-invitation.ts';

const DISMISSED_KEY = 'install-invitation-dismissed-at';

/** The event Chromium-based browsers fire when the app can be installed (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function dismissedAt(storage: Storage | null): number | null {
  const value = Number(storage?.getItem(DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `then` once the person has used this page (a tap, a click, a key). A card that greets a page just
 * opened covers what they came to read (and, painted after the page, would be counted as the page's largest
 * paint on a phone). Not `navigator.userActivation`: Chromium carries it over from the page before.
 */
function afterFirstUse(then: () => void): void {
  const once = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, once, true);
    then();
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Waits for the browser to say the app can be installed and for the person's first use of the page; then, when the rule allows, puts the card (from its
 * template) into the page. Install opens the browser's dialog, Not now remembers the day; either removes it.
 */
export function mountInstallInvitation(template: HTMLTemplateElement): void {
  const storage = localStorageOrNull();
  let pending: InstallPromptEvent | null = null;
  let card: HTMLElement | null = null;
  const remove = () => {
    card?.remove();
    card = null;
  };

  const show = () => {
    if (card) return;
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    card = fragment.querySelector<HTMLElement>('[data-install-invitation]');
    if (!card) return;
    card.querySelector<HTMLButtonElement>('[data-install]')?.addEventListener('click', () => {
      const event = pending;
      pending = null;
      remove();
      if (event) void event.prompt().catch(() => undefined);
    });
    card.querySelector<HTMLButtonElement>('[data-install-later]')?.addEventListener('click', () => {
      storage?.setItem(DISMISSED_KEY, String(Date.now()));
      remove();
    });
    template.after(fragment);
  };

  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would interrupt; the card is the invitation.
    event.preventDefault();
    pending = event as InstallPromptEvent;
    const invite = shouldInviteToInstall({
      onboardingCompleted: template.dataset.onboarded === 'true',
      installable: true,
      standalone: window.matchMedia('(display-mode: standalone)').matches,
      dismissedAt: dismissedAt(storage),
      now: Date.now(),
    });
    if (invite) afterFirstUse(show);
    else remove();
  });
  window.addEventListener('appinstalled', () => {
    pending = null;
    remove();
  });
}
