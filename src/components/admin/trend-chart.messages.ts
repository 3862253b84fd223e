// The trend charts' table words (TrendChart.astro); French in src/i18n/fr/admin-trend-chart.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-trend-chart.json';

export const trendChartMessages = defineMessages('admin-trend-chart', { period: 'Period' }, { fr });
