// The live points badge of the app header: "Level N · X XP", following $points.
import { useStore } from '@nanostores/react';
import { formatPointsBadge } from '../../domain/levels.ts';
import { $points, $pointsLive } from '../../stores/points.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';

interface Props {
  /** The balance when the page was rendered, shown until the live stream speaks. */
  serverPoints: number;
}

function Badge({ serverPoints }: Props) {
  const live = useStore($pointsLive);
  const points = useStore($points);
  const shown = live ? points : serverPoints;
  return (
    <span
      className="inline-flex items-center rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-ink"
      data-testid="points-badge"
    >
      <span className="sr-only">Your progress: </span>
      {formatPointsBadge(shown)}
    </span>
  );
}

export default function PointsBadge(props: Props) {
  return (
    <ErrorBoundary>
      <Badge {...props} />
    </ErrorBoundary>
  );
}
