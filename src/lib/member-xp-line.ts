// The mobile menu's XP line for a signed-in member (rule 10): their live points. The header calls it
// only once it knows a member is looking, so visitors never open the points stream.
import { mobileXpLine } from '#/domain/mobile-xp-line.ts';
import { $points, followPoints } from '#/stores/points.ts';

export function showMemberXpLine(line: HTMLElement, viewer: 'free' | 'paid'): void {
  followPoints();
  $points.subscribe((points) => {
    line.textContent = mobileXpLine(viewer, points);
  });
}
