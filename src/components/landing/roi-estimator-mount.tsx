// Loaded by the launcher's script on first interaction (never with the page): React and the estimator
// arrive only when someone wants them. Renders synchronously, so the launcher can focus the first field
// as soon as this resolves.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createRoiEstimator } from '../../stores/roi-estimator.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';
import RoiEstimator from './RoiEstimator.tsx';

export { ROI_AUTOFOCUS } from './RoiEstimator.tsx';

export function mountRoiEstimator(container: HTMLElement): void {
  const estimator = createRoiEstimator();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <ErrorBoundary>
        <RoiEstimator estimator={estimator} />
      </ErrorBoundary>,
    ),
  );
}
