// The process's one quota of live points streams (per account and per address), shared by every request.
import { createStreamQuota, type StreamQuota } from '../services/stream-quota.ts';

export const pointsStreamQuota: StreamQuota = createStreamQuota();
