// The ROI estimator as an island: it sits inside the launcher's closed <dialog>, so `client:visible` hydrates
// it (and loads React) only when the dialog opens. Its own store lives as long as the page, so closing and
// reopening the dialog keeps the answers.
import type { Locale } from '#/i18n/locales.ts';
import { useState } from 'react';
import { createRoiEstimator } from '#/stores/roi-estimator.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';
import RoiEstimator from './RoiEstimator.tsx';
import { roiEstimatorMessages } from './roi-estimator.messages.ts';

export default function RoiEstimatorIsland({ locale = 'en' }: { locale?: Locale }) {
  const [estimator] = useState(() => createRoiEstimator(locale));
  return (
    <ErrorBoundary fallback={<p role="alert" className="text-sm text-danger">{roiEstimatorMessages(locale).failed}</p>}>
      <RoiEstimator estimator={estimator} locale={locale} />
    </ErrorBoundary>
  );
}
