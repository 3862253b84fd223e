// "Last active" in words for a team list: how long ago someone last used the platform, in whole 24-hour
// days (what a team leader needs at a glance), then the date.

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Never", "Today", "Yesterday", "5 days ago", "3 weeks ago", or the date for anything past two months. */
export function lastActiveInWords(lastActive: string | null, now: Date): string {
  if (lastActive === null) return 'Never';
  const at = new Date(lastActive);
  if (Number.isNaN(at.getTime())) return 'Never';
  const days = Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 61) return `${Math.floor(days / 7)} weeks ago`;
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
