// The capstone (rules 7, 24, 28): one per learner and journey. The learner submits it (title, summary,
// evidence and a link); an admin approves it (250 XP, 10 CPD hours) or returns it with feedback, after which
// the learner may resubmit. Nothing can be submitted while it is in review or once it is approved.

export const CAPSTONE_STATUSES = ['in_review', 'returned', 'approved'] as const;
export type CapstoneStatus = (typeof CAPSTONE_STATUSES)[number];

export const CAPSTONE_LIMITS = {
  title: { min: 5, max: 120 },
  summary: { min: 50, max: 1000 },
  evidence: { min: 100, max: 5000 },
  evidenceUrl: { max: 500 },
  feedback: { min: 10, max: 2000 },
} as const;

export const CAPSTONE_STATUS_LABELS: Readonly<Record<CapstoneStatus, string>> = {
  in_review: 'In review',
  returned: 'Returned with feedback',
  approved: 'Approved',
};

/** Why the learner cannot submit now, given the capstone's current status (null: never submitted). */
export function submissionProblem(status: CapstoneStatus | null): string | null {
  if (status === 'in_review') return 'Your capstone is already in review: you can change it if it is returned to you.';
  if (status === 'approved') return 'Your capstone for this journey is already approved.';
  return null;
}

/** Why an admin cannot review it now. */
export function reviewProblem(status: CapstoneStatus): string | null {
  return status === 'in_review' ? null : 'This capstone is not waiting for review (it may have been reviewed already).';
}

/** Whether a link is one we will show as a link: http(s) only. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
