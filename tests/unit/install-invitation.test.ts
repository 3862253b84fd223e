// When the install invitation shows: after onboarding, when the browser can install, not inside the installed
// app, and not within a month of "Not now".
import { describe, expect, it } from 'vitest';
import { INSTALL_INVITATION_SNOOZE_MS, shouldInviteToInstall } from '#/domain/install-invitation.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const ready = { onboardingCompleted: true, installable: true, standalone: false, dismissedAt: null, now: NOW };

describe('shouldInviteToInstall', () => {
  it('invites an onboarded learner whose browser can install', () => {
    expect(shouldInviteToInstall(ready)).toBe(true);
  });

  it('waits for onboarding, an installable browser, and is silent inside the installed app', () => {
    expect(shouldInviteToInstall({ ...ready, onboardingCompleted: false })).toBe(false);
    expect(shouldInviteToInstall({ ...ready, installable: false })).toBe(false);
    expect(shouldInviteToInstall({ ...ready, standalone: true })).toBe(false);
  });

  it('keeps away for a month after "Not now", then asks again', () => {
    expect(shouldInviteToInstall({ ...ready, dismissedAt: NOW - INSTALL_INVITATION_SNOOZE_MS + 1 })).toBe(false);
    expect(shouldInviteToInstall({ ...ready, dismissedAt: NOW - INSTALL_INVITATION_SNOOZE_MS })).toBe(true);
  });
});
