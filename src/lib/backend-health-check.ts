// The /appwrite-demo "Check again" button: asks /api/backend-health and shows the new figure in place,
// without a reload or React. The figure sits in a polite live region, so screen readers hear it change.
// Checked by hand rather than with zod, which would add far more to this page than the check itself.

export interface HealthAnswer {
  backend: 'embedded' | 'appwrite';
  ok: boolean;
  latencyMs: number;
  checkedAt: string;
}

/** The endpoint's answer, or null when it is not one. */
export function readHealthAnswer(value: unknown): HealthAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { backend, ok, latencyMs, checkedAt } = value as Record<string, unknown>;
  if (backend !== 'embedded' && backend !== 'appwrite') return null;
  if (typeof ok !== 'boolean' || typeof checkedAt !== 'string') return null;
  if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0) return null;
  return { backend, ok, latencyMs, checkedAt };
}

/** "Healthy, answered in 0.4 ms" / "Not answering (gave up after 5003.1 ms)". */
export function describeHealth(answer: Pick<HealthAnswer, 'ok' | 'latencyMs'>): string {
  const ms = `${answer.latencyMs.toFixed(1)} ms`;
  return answer.ok ? `Healthy, answered in ${ms}` : `Not answering (gave up after ${ms})`;
}

/** Reads the endpoint's answer; a 503 still carries a figure. Anything unreadable is an error. */
export async function fetchHealth(fetchImpl: typeof fetch = fetch): Promise<HealthAnswer> {
  const response = await fetchImpl('/api/backend-health', { headers: { accept: 'application/json' }, cache: 'no-store' });
  const answer = readHealthAnswer(await response.json());
  if (!answer) throw new Error('The health endpoint gave an unreadable answer');
  return answer;
}

export interface HealthCheckElements {
  button: HTMLButtonElement;
  /** Where the sentence goes (a live region). */
  status: HTMLElement;
}

/** Wires the button: disabled while asking, then the new sentence (or why there is none). */
export function wireHealthCheck({ button, status }: HealthCheckElements, fetchImpl: typeof fetch = fetch): void {
  button.addEventListener('click', () => {
    button.disabled = true;
    status.setAttribute('aria-busy', 'true');
    fetchHealth(fetchImpl)
      .then(
        (answer) => {
          status.textContent = describeHealth(answer);
          status.dataset.ok = String(answer.ok);
        },
        () => {
          status.textContent = 'Could not reach this server to check; try again.';
          status.dataset.ok = 'false';
        },
      )
      .finally(() => {
        button.disabled = false;
        status.removeAttribute('aria-busy');
      });
  });
}
