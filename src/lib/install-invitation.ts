// The install invitation's behaviour (src/components/app/InstallInvitation.astro): keeps the browser's
// `beforeinstallprompt` for later, shows the card when the rule allows (src/domain/install-invitation.ts),
// and opens the browser's own install dialog only when the person presses Install.
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

export function mountInstallInvitation(card: HTMLElement): void {
  const storage = localStorageOrNull();
  const install = card.querySelector<HTMLButtonElement>('[data-install]');
  const later = card.querySelector<HTMLButtonElement>('[data-install-later]');
  let pending: InstallPromptEvent | null = null;

  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would interrupt; the card below is the invitation.
    event.preventDefault();
    pending = event as InstallPromptEvent;
    card.hidden = !shouldInviteToInstall({
      onboardingCompleted: card.dataset.onboarded === 'true',
      installable: true,
      standalone: window.matchMedia('(display-mode: standalone)').matches,
      dismissedAt: dismissedAt(storage),
      now: Date.now(),
    });
  });
  window.addEventListener('appinstalled', () => {
    card.hidden = true;
    pending = null;
  });
  install?.addEventListener('click', () => {
    const event = pending;
    if (!event) return;
    pending = null;
    card.hidden = true;
    void event.prompt().catch(() => undefined);
  });
  later?.addEventListener('click', () => {
    storage?.setItem(DISMISSED_KEY, String(Date.now()));
    card.hidden = true;
  });
}
