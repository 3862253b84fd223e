// Journey certificates (rule 28): the facts a certificate states, the same on the PDF, on the public
// verification page /certificates/{id} and in its Open Badges 3.0-shaped JSON (an OpenBadgeCredential of
// the W3C Verifiable Credentials 2.0 data model, unsigned: the verification page is the proof). Learners who
// are Transformation Leaders (rank 4) when it is issued carry the elite distinction (rule 6).
import type { JourneyPathId } from './journey-paths.ts';

export interface CertificateFacts {
  readonly id: string;
  readonly learnerName: string;
  /** The journey's id (kofi, sabrina, custom) and its name. */
  readonly journey: JourneyPathId;
  readonly journeyName: string;
  /** The CPD minutes recorded on the journey. */
  readonly minutes: number;
  /** First and last day of the journey's recorded activity ("YYYY-MM-DD"). */
  readonly startedOn: string;
  readonly completedOn: string;
  /** When it was issued (ISO 8601). */
  readonly issuedAt: string;
  readonly distinction: boolean;
  readonly moduleCount: number;
}

export const ISSUER_NAME = 'Digital Leadership Training Platform';
export const DISTINCTION_TEXT = 'With the elite distinction of a Transformation Leader';

/** Certificate ids are row ids the store made (20 hex characters); anything else names no certificate. */
export function isCertificateId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]{20}$/.test(value);
}

/** "2026-11-25" → "25 November 2026". */
export function certificateDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Hours as the certificate states them: one decimal at most. */
export function certificateHours(minutes: number): number {
  return Math.round((minutes / 60) * 10) / 10;
}

/**
 * The knowledge-base article that describes each journey: the achievement's id, so that whoever checks a
 * credential can open it and read what the journey covers (an Open Badges achievement id is a URI, best one
 * that resolves; the site has no page per journey besides these articles).
 */
export const JOURNEY_ARTICLE_SLUGS: Readonly<Record<JourneyPathId, string>> = {
  kofi: 'what-does-kofis-path-cover',
  sabrina: 'what-does-sabrinas-path-cover',
  custom: 'how-does-a-custom-journey-work',
};

/** The public address of the article about a journey: what a certificate's achievement points to. */
export function achievementUrl(siteUrl: string, journey: JourneyPathId): string {
  return new URL(`/knowledge-base/${JOURNEY_ARTICLE_SLUGS[journey]}`, siteUrl).toString();
}

/** The public address of a certificate's verification page. */
export function verificationUrl(siteUrl: string, id: string): string {
  return new URL(`/certificates/${id}`, siteUrl).toString();
}

/** The Open Badges 3.0-shaped credential for a certificate. */
export function openBadgeCredential(facts: CertificateFacts, siteUrl: string) {
  const url = verificationUrl(siteUrl, facts.id);
  const hours = certificateHours(facts.minutes);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${facts.journeyName} certificate`,
    issuer: { id: new URL('/', siteUrl).toString(), type: ['Profile'], name: ISSUER_NAME, url: new URL('/', siteUrl).toString() },
    validFrom: facts.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.learnerName }],
      activityStartDate: `${facts.startedOn}T00:00:00Z`,
      activityEndDate: `${facts.completedOn}T00:00:00Z`,
      creditsEarned: hours,
      ...(facts.distinction ? { narrative: DISTINCTION_TEXT } : {}),
      achievement: {
        id: achievementUrl(siteUrl, facts.journey),
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: facts.journeyName,
        description: `Completion of ${facts.journeyName}: ${facts.moduleCount} modules and an approved capstone project, CPD-accredited.`,
        criteria: { narrative: 'Complete every module of the journey with its reflection, and have the capstone project approved by a reviewer.' },
        fieldOfStudy: 'Leadership',
      },
    },
  };
}
