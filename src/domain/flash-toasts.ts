// Confirmations after a plain form post: the server redirects to `…?toast=<key>`, and the next page shows the
// matching text once (src/lib/flash-toasts.ts). Only the keys listed here exist, so a crafted link cannot put
// arbitrary text on the page. Shared by the server (which picks the key) and the browser (which shows it).

export const FLASH_TOASTS = {
  'profile-saved': 'Profile saved',
  'password-changed': 'Password changed. Your other devices have been signed out.',
  'password-set': 'Password set. You can now also sign in with your email and password.',
  'welcome-back': 'Welcome back',
  'account-created': 'Account created. Welcome!',
  'boards-hidden': 'You are now hidden from the leadership boards.',
  'boards-shown': 'You appear on the leadership boards again.',
  'provider-linked': 'Sign-in provider linked. You can now use it on the sign-in page.',
  // The admin area (rule 35).
  'admin-xp-adjusted': 'XP adjusted. The learner sees it at once.',
  'admin-standing-changed': 'Change saved and recorded in the audit log.',
  'admin-suspended': 'Account suspended. Its sessions have ended.',
  'admin-reinstated': 'Account reinstated. The learner can sign in again.',
  'admin-signed-out': 'The learner has been signed out on every device.',
  'admin-pathfinder-retried': 'The request will be forwarded again.',
  'admin-settings-saved': 'Settings saved and recorded in the audit log.',
  // Learning journeys (the XP itself arrives as a live award toast).
  'journey-chosen': 'Journey chosen. Your progress so far is kept.',
  'custom-saved': 'Your custom journey is saved.',
  'module-completed': 'Module completed. The next one is open.',
  'journey-completed': 'Journey complete! Your certificate is ready on your CPD record.',
  'reflection-saved': 'Reflection saved. See you next week.',
  'webinar-attended': 'Attendance recorded. Thank you for joining.',
  'session-logged': 'Session logged. Your mentee will be asked to confirm it.',
  'session-confirmed': 'Session confirmed. You both earned XP.',
  'session-declined': 'Session declined.',
  'capstone-submitted': 'Capstone submitted for review.',
  'webinar-scheduled': 'Webinar scheduled.',
  'webinar-cancelled': 'Webinar cancelled.',
  'capstone-approved': 'Capstone approved.',
  'capstone-returned': 'Capstone returned with your feedback.',
  // The forum.
  'forum-posted': 'Your discussion is live',
  'forum-edited': 'Post updated',
  'forum-post-deleted': 'Post deleted',
  'forum-replied': 'Reply posted',
  'forum-reply-deleted': 'Reply deleted',
  'forum-reported': 'Thank you. A moderator will look at it.',
  'forum-moderated': 'Done. The change is in the audit log.',
  'forum-report-resolved': 'Report settled. It is in the audit log.',
  // Community (rules 29, 30, 32) and the premium ecosystem.
  'personality-saved': 'Your leadership style is saved',
  'village-created': 'Your village is ready. Share its invite code to bring people in.',
  'village-joined': 'Welcome to your village',
  'village-left': 'You have left the village',
  'code-regenerated': 'New invite code made. The old one no longer works.',
  'member-removed': 'Member removed from the village',
  'village-handed-over': 'The village has a new founder',
  'challenge-started': 'Challenge started. Good luck, everyone!',
  'impact-saved': 'Impact entry saved',
  'impact-updated': 'Impact entry updated',
  'impact-deleted': 'Impact entry deleted',
  'circle-requested': 'Request sent. We will confirm your place by email.',
  'partner-requested': 'Request received. Our team will be in touch.',
} as const;

export type FlashToastKey = keyof typeof FLASH_TOASTS;

/** `path` with the toast to show on arrival. */
export function withFlashToast(path: string, key: FlashToastKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}toast=${key}`;
}

export function isFlashToastKey(key: string): key is FlashToastKey {
  return Object.hasOwn(FLASH_TOASTS, key);
}
