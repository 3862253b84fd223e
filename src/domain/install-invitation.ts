// When the platform offers to be installed as an app: only to someone who has finished onboarding (they know
// what it is by then), only when the browser can install it, and not again for a month after "Not now". Never
// a prompt of its own: a card in the page that the person may ignore.

/** How long "Not now" keeps the invitation away. */
export const INSTALL_INVITATION_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export interface InstallInvitationState {
  onboardingCompleted: boolean;
  /** The browser said it can install the app (`beforeinstallprompt`). */
  installable: boolean;
  /** Already running as the installed app (`display-mode: standalone`). */
  standalone: boolean;
  /** When "Not now" was last chosen (ms since the epoch), if ever. */
  dismissedAt: number | null;
  now: number;
}

export function shouldInviteToInstall(state: InstallInvitationState): boolean {
  if (!state.onboardingCompleted || !state.installable || state.standalone) return false;
  return state.dismissedAt === null || state.now - state.dismissedAt >= INSTALL_INVITATION_SNOOZE_MS;
}
